import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../support/backend';
import { signedIn } from '../support/clients';
import { adminClient, inquiry, rawInsert, referenceOf, storedCount } from '../support/inquiries';
import { clientFrom, signUp } from './auth-server';

/** A server the inquiry suites share: it must trust one proxy hop (TRUST_PROXY=1) and allow sign-ups. */
export interface InquiryServer {
  get(): RunningBackend;
}

const MEMBER = { email: 'member@example.com', password: 'member-password-1' };

/** `inquiries`: who may do what (RLS and column grants), the table's checks, and the abuse rules. */
export function inquiriesSuite(server: InquiryServer): void {
  describe('inquiries', () => {
    let backend: RunningBackend;
    let admin: SupabaseClient;
    let member: SupabaseClient;
    let addressCounter = 0;
    // Each test sends from its own address, so the hourly limit of one never touches another.
    const nextAddress = () => `198.51.100.${++addressCounter}`;
    const visitor = () => clientFrom(backend, nextAddress());

    beforeAll(async () => {
      backend = server.get();
      admin = await adminClient(backend);
      await signUp(backend, MEMBER.email, MEMBER.password);
      member = await signedIn(backend.url, backend.anonKey, MEMBER.email, MEMBER.password);
    });

    async function stored(company: string) {
      const { data, error } = await admin.from('inquiries').select('*').eq('company', company);
      if (error) throw new Error(error.message);
      return data;
    }

    describe('the permission matrix', () => {
      it('anon inserts and gets nothing back (return=minimal); staff see the row with its reference', async () => {
        const row = inquiry({ company: 'anon-insert' });
        const { data, error, status } = await visitor().from('inquiries').insert(row);
        expect(error).toBeNull();
        expect(status).toBe(201);
        expect(data).toBeNull();
        const [saved] = await stored('anon-insert');
        expect(saved).toMatchObject({ id: row.id, status: 'new', consent: true, website: null });
        expect(saved?.reference).toBe(referenceOf(row.id));
      });

      it('anon asking for the inserted row back (return=representation) is refused and stores nothing', async () => {
        const { data, error } = await visitor()
          .from('inquiries')
          .insert(inquiry({ company: 'anon-representation' }))
          .select();
        expect(data).toBeNull();
        expect(error?.code).toBe('42501');
        expect(await storedCount(admin, 'anon-representation')).toBe(0);
      });

      it('anon may not set the status of what it sends', async () => {
        const { error } = await visitor()
          .from('inquiries')
          .insert(inquiry({ company: 'anon-status', status: 'done' }));
        expect(error?.code).toBe('42501');
        expect(await storedCount(admin, 'anon-status')).toBe(0);
      });

      it('anon may not select, update or delete', async () => {
        const anon = visitor();
        const target = await seed('anon-target');
        const read = await anon.from('inquiries').select('*');
        expect(read.error?.code).toBe('42501');
        const change = await anon.from('inquiries').update({ status: 'done' }).eq('id', target.id);
        expect(change.error?.code).toBe('42501');
        const removal = await anon.from('inquiries').delete().eq('id', target.id);
        expect(removal.error?.code).toBe('42501');
        expect(await stored('anon-target')).toEqual([expect.objectContaining({ status: 'new' })]);
      });

      it('a signed-in non-staff user may insert but sees, changes and deletes nothing', async () => {
        const sent = await member.from('inquiries').insert(inquiry({ company: 'member-insert' }));
        expect(sent.error).toBeNull();
        expect(await storedCount(admin, 'member-insert')).toBe(1);

        const read = await member.from('inquiries').select('*');
        expect(read.error).toBeNull();
        expect(read.data).toEqual([]);
        const target = await seed('member-target');
        const change = await member.from('inquiries').update({ status: 'done' }).eq('id', target.id).select();
        expect(change.data ?? []).toEqual([]);
        const removal = await member.from('inquiries').delete().eq('id', target.id).select();
        expect(removal.data ?? []).toEqual([]);
        expect(await stored('member-target')).toEqual([expect.objectContaining({ status: 'new' })]);
        // Nor can they read the outbox.
        const outbox = await member.from('inquiry_outbox').select('*');
        expect(outbox.data ?? []).toEqual([]);
      });

      it('an admin reads, changes the status (only the status) and deletes', async () => {
        const target = await seed('admin-target');
        const read = await admin.from('inquiries').select('id, status').eq('id', target.id).single();
        expect(read.data).toEqual({ id: target.id, status: 'new' });

        const change = await admin
          .from('inquiries')
          .update({ status: 'in_progress' })
          .eq('id', target.id)
          .select();
        expect(change.error).toBeNull();
        expect(change.data).toEqual([expect.objectContaining({ status: 'in_progress' })]);

        const rewrite = await admin.from('inquiries').update({ message: 'rewritten' }).eq('id', target.id);
        expect(rewrite.error?.code).toBe('42501');
        const badStatus = await admin.from('inquiries').update({ status: 'archived' }).eq('id', target.id);
        expect(badStatus.error?.code).toBe('23514');

        const outbox = await admin
          .from('inquiry_outbox')
          .select('kind')
          .eq('inquiry_id', target.id)
          .order('kind');
        expect(outbox.data).toEqual([{ kind: 'acknowledgement' }, { kind: 'desk' }]);

        const removal = await admin.from('inquiries').delete().eq('id', target.id).select('id');
        expect(removal.data).toEqual([{ id: target.id }]);
        expect(await storedCount(admin, 'admin-target')).toBe(0);
      });
    });

    describe('the table’s checks', () => {
      const refusals: [string, Record<string, unknown>][] = [
        ['a category that is not one of the five', { category: 'press' }],
        ['an e-mail without a domain', { email: 'buyer@localhost' }],
        ['an e-mail with a space', { email: 'buyer @example.com' }],
        ['a phone with letters', { phone: 'call me' }],
        ['an empty company', { company: '   ' }],
        ['a subject over 200 characters', { subject: 's'.repeat(201) }],
        ['a message over 5,000 characters', { message: 'm'.repeat(5001) }],
        ['consent not given', { consent: false }],
        ['an unknown language', { locale: 'fr' }],
      ];
      for (const [what, change] of refusals) {
        it(`refuses ${what} (400, nothing stored)`, async () => {
          const company = typeof change.company === 'string' ? change.company : `check-${what}`;
          const { error, status } = await visitor()
            .from('inquiries')
            .insert(inquiry({ company, ...change }));
          expect(status).toBe(400);
          expect(error?.code).toBe('23514');
          expect(await storedCount(admin, company)).toBe(0);
        });
      }

      it('accepts a message of exactly 5,000 characters and no phone', async () => {
        const { error } = await visitor()
          .from('inquiries')
          .insert(inquiry({ company: 'check-longest', message: '문'.repeat(5000), phone: null }));
        expect(error).toBeNull();
        expect(await storedCount(admin, 'check-longest')).toBe(1);
      });
    });

    describe('abuse', () => {
      it('refuses a filled honeypot with 400 and stores nothing', async () => {
        const { error, status } = await visitor()
          .from('inquiries')
          .insert(inquiry({ company: 'abuse-honeypot', website: 'http://spam.example' }));
        expect(status).toBe(400);
        expect(error?.details).toBe('honeypot');
        expect(await storedCount(admin, 'abuse-honeypot')).toBe(0);
      });

      it('refuses a form sent faster than a person fills it, and one that does not say how long it took', async () => {
        const fast = await visitor()
          .from('inquiries')
          .insert(inquiry({ company: 'abuse-fast', form_fill_ms: 900 }));
        expect(fast.status).toBe(400);
        expect(fast.error?.details).toBe('too_fast');
        const { form_fill_ms: _omitted, ...unsaid } = inquiry({ company: 'abuse-fast' });
        const silent = await visitor().from('inquiries').insert(unsaid);
        expect(silent.status).toBe(400);
        expect(await storedCount(admin, 'abuse-fast')).toBe(0);
      });

      it('takes five inquiries an hour from one address and refuses the sixth with 429; others still get through', async () => {
        const address = nextAddress();
        const busy = clientFrom(backend, address);
        // A refused submission does not count towards the limit.
        expect(
          (await busy.from('inquiries').insert(inquiry({ company: 'abuse-rate', consent: false }))).status,
        ).toBe(400);
        for (let sent = 0; sent < 5; sent++) {
          const { error } = await busy.from('inquiries').insert(inquiry({ company: 'abuse-rate' }));
          expect(error).toBeNull();
        }
        const sixth = await busy.from('inquiries').insert(inquiry({ company: 'abuse-rate' }));
        expect(sixth.status).toBe(429);
        expect(sixth.error?.details).toBe('rate_limited');
        // Told how long to wait: the limit counts an hour.
        const seventh = await fetch(`${backend.url}/rest/v1/inquiries`, {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            'Content-Type': 'application/json',
            'X-Forwarded-For': address,
          },
          body: JSON.stringify(inquiry({ company: 'abuse-rate' })),
        });
        expect(seventh.status).toBe(429);
        expect(seventh.headers.get('retry-after')).toBe('3600');
        await seventh.text();
        expect(await storedCount(admin, 'abuse-rate')).toBe(5);

        const other = await visitor()
          .from('inquiries')
          .insert(inquiry({ company: 'abuse-rate' }));
        expect(other.error).toBeNull();
        expect(await storedCount(admin, 'abuse-rate')).toBe(6);
      });

      it('counts parallel submissions from one address exactly', async () => {
        const busy = clientFrom(backend, nextAddress());
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            busy.from('inquiries').insert(inquiry({ company: 'abuse-parallel' })),
          ),
        );
        expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
        expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
        expect(await storedCount(admin, 'abuse-parallel')).toBe(5);
      });

      it('refuses an oversized body with 413 and a malformed one with 400, storing nothing', async () => {
        const huge = JSON.stringify(inquiry({ company: 'abuse-body', message: 'x'.repeat(3 * 1024 * 1024) }));
        expect((await rawInsert(backend, huge, nextAddress())).status).toBe(413);
        const broken = await rawInsert(backend, '{"company": "abuse-body", "name": ', nextAddress());
        expect(broken.status).toBe(400);
        const wrongType = await rawInsert(
          backend,
          JSON.stringify(inquiry({ company: 'abuse-body', consent: 'yes please', form_fill_ms: 'slow' })),
          nextAddress(),
        );
        expect(wrongType.status).toBe(400);
        const unknownColumn = await rawInsert(
          backend,
          JSON.stringify(inquiry({ company: 'abuse-body', priority: 'urgent' })),
          nextAddress(),
        );
        expect(unknownColumn.status).toBe(400);
        expect(await storedCount(admin, 'abuse-body')).toBe(0);
      });
    });

    /** Stores one inquiry per company name through the public API and returns what staff see. */
    async function seed(company: string): Promise<{ id: string }> {
      const row = inquiry({ company });
      const { error } = await visitor().from('inquiries').insert(row);
      if (error) throw new Error(error.message);
      return { id: String(row.id) };
    }
  });
}
