import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../support/backend';
import { adminClient, inquiry } from '../support/inquiries';
import type { SmtpSink } from '../support/smtp-sink';
import { clientFrom } from './auth-server';

interface MailServer {
  get(): RunningBackend;
  sink(): SmtpSink;
}

const subjectOf = (mail: { subject?: string }): string => mail.subject ?? '';

/** E-mail through the outbox to a local SMTP sink: the desk, the visitor's acknowledgement, retries. */
export function inquiryMailSuite(server: MailServer): void {
  describe('inquiry e-mail', () => {
    let backend: RunningBackend;
    let admin: SupabaseClient;
    beforeAll(async () => {
      backend = server.get();
      admin = await adminClient(backend);
    });

    it('sends the inquiry to its category’s desk and an English acknowledgement to an English visitor', async () => {
      const sink = server.sink();
      const row = inquiry({
        category: 'export',
        company: 'Nordic Filters AB',
        name: 'Astrid Berg',
        email: 'astrid@nordic.example',
        subject: 'Filter media for a Swedish plant',
        message: 'We need 2,000 m² of filter media.',
        locale: 'en',
      });
      const { error } = await clientFrom(backend, '203.0.113.10').from('inquiries').insert(row);
      expect(error).toBeNull();
      const reference = `INQ-${String(row.id).replaceAll('-', '').slice(0, 8).toUpperCase()}`;

      const desk = await sink.waitFor('export@cleanairtech.co.kr', (mail) =>
        subjectOf(mail).includes(reference),
      );
      expect(subjectOf(desk.mail)).toContain('Filter media for a Swedish plant');
      expect(desk.mail.replyTo?.text).toContain('astrid@nordic.example');
      expect(desk.mail.text).toContain('We need 2,000 m² of filter media.');
      expect(desk.mail.text).toContain('Nordic Filters AB');

      const ack = await sink.waitFor('astrid@nordic.example');
      expect(subjectOf(ack.mail)).toBe(`[CleanAir Tech] We have received your inquiry (${reference})`);
      expect(ack.mail.text).toContain('Dear Astrid Berg,');
      expect(ack.mail.text).toContain(`Reference number: ${reference}`);

      const outbox = await admin
        .from('inquiry_outbox')
        .select('kind, sent_at, attempts')
        .eq('inquiry_id', row.id);
      expect(outbox.data).toHaveLength(2);
      for (const entry of outbox.data ?? []) {
        expect(entry.sent_at).not.toBeNull();
        expect(entry.attempts).toBe(1);
      }
    });

    it('acknowledges a Korean visitor in Korean', async () => {
      const sink = server.sink();
      const row = inquiry({
        category: 'rnd',
        email: 'researcher@univ.example',
        name: '이서연',
        locale: 'ko',
      });
      expect((await clientFrom(backend, '203.0.113.11').from('inquiries').insert(row)).error).toBeNull();
      const ack = await sink.waitFor('researcher@univ.example');
      expect(subjectOf(ack.mail)).toContain('[클린에어텍] 문의가 접수되었습니다');
      expect(ack.mail.text).toContain('이서연 님, 안녕하세요.');
      await sink.waitFor('rnd@cleanairtech.co.kr', (mail) => subjectOf(mail).includes('R&D 문의'));
    });

    it('retries a refused delivery with growing waits, and the inquiry stays stored throughout', async () => {
      const sink = server.sink();
      const desk = 'ir@cleanairtech.co.kr';
      sink.refuse(desk, 2);
      const row = inquiry({
        category: 'investment',
        company: 'retry-company',
        email: 'investor@fund.example',
      });
      expect((await clientFrom(backend, '203.0.113.12').from('inquiries').insert(row)).error).toBeNull();

      // The acknowledgement is not held back by the desk's failures.
      await sink.waitFor('investor@fund.example');
      const reference = `INQ-${String(row.id).replaceAll('-', '').slice(0, 8).toUpperCase()}`;
      await sink.waitFor(desk, (mail) => subjectOf(mail).includes(reference));

      const tries = sink.attempts.filter((attempt) => attempt.to.includes(desk));
      expect(tries.map((attempt) => attempt.accepted)).toEqual([false, false, true]);
      const [first, second, third] = tries.map((attempt) => attempt.at);
      // MAIL_RETRY_SECONDS=1: about 1 s, then about 2 s (polled every 200 ms).
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(900);
      expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(1900);

      const { data } = await admin
        .from('inquiry_outbox')
        .select('attempts, sent_at, last_error')
        .eq('inquiry_id', row.id)
        .eq('kind', 'desk')
        .single();
      expect(data).toMatchObject({ attempts: 3, last_error: null });
      expect(data?.sent_at).not.toBeNull();
      const stored = await admin.from('inquiries').select('id').eq('id', row.id);
      expect(stored.data).toEqual([{ id: row.id }]);
    });
  });
}
