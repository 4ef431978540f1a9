import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { serviceClient } from '../support/service-key';
import type { SmtpSink } from '../support/smtp-sink';

interface MailServer {
  get(): RunningBackend;
  sink(): SmtpSink;
}

interface ReviewRequest {
  id: number;
  kind: string;
  item_id: number;
  pending_version_id: number | null;
  title: string | null;
  requested_by: string;
  requested_by_email: string | null;
  message: string | null;
  status: string;
  closed_by: string | null;
  closed_at: string | null;
}

const PASSWORD = 'review-password-for-staff-9';

/**
 * Review requests (`public.review_requests`) through the real supabase-js client: staff read them, staff ask as
 * themselves for a draft or a pending version only, one open request per target, the requester withdraws, admins
 * close, nobody deletes; publishing, applying, discarding and deleting close them in the database; every admin is
 * mailed through the outbox.
 */
export function reviewRequestsSuite(server: MailServer): void {
  describe('review requests', () => {
    let backend: RunningBackend;
    let anon: SupabaseClient;
    let member: SupabaseClient;
    let editor: SupabaseClient;
    let otherEditor: SupabaseClient;
    let admin: SupabaseClient;
    const ids = { editor: '', otherEditor: '', admin: '' };
    let nextTitle = 0;

    const account = async (label: string, role: 'admin' | 'editor' | null) => {
      const email = `review-${label}-${Date.now()}@example.com`;
      const created = await serviceClient(backend).auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        ...(role ? { app_metadata: { role } } : {}),
      });
      expect(created.error).toBeNull();
      return {
        id: created.data.user?.id ?? '',
        email,
        client: await signedIn(backend.url, backend.anonKey, email, PASSWORD),
      };
    };

    /** A news item made by the admin; resolves with its id and title. */
    const news = async (status: 'draft' | 'published'): Promise<{ id: number; title: string }> => {
      nextTitle += 1;
      const title = `검토 요청 뉴스 ${nextTitle} ${Date.now()}`;
      const inserted = await admin
        .from('news')
        .insert({
          title,
          content: '<p>본문</p>',
          thumbnail: '/media/logo.svg',
          status,
          ...(status === 'published' ? { published_at: new Date(Date.now() - 60_000).toISOString() } : {}),
        })
        .select('id')
        .single();
      expect(inserted.error).toBeNull();
      return { id: (inserted.data as { id: number }).id, title };
    };

    const request = (as: SupabaseClient, row: Record<string, unknown>) =>
      as.from('review_requests').insert(row).select('*').single();

    const requestOf = async (id: number): Promise<ReviewRequest> => {
      const { data, error } = await admin.from('review_requests').select('*').eq('id', id).single();
      expect(error).toBeNull();
      return data as ReviewRequest;
    };

    /** An editor's pending version of a published item; resolves with its id. */
    const pendingVersion = async (as: SupabaseClient, itemId: number): Promise<number> => {
      const { data, error } = await as.rpc('save_pending_version', {
        kind: 'news',
        item_id: itemId,
        fields: { title: `대기 버전 ${itemId}` },
        based_on_version: 1,
      });
      expect(error).toBeNull();
      return (data as { id: number }).id;
    };

    beforeAll(async () => {
      backend = server.get();
      anon = client(backend.url, backend.anonKey);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      ids.admin = (await admin.auth.getUser()).data.user?.id ?? '';
      const e = await account('editor', 'editor');
      editor = e.client;
      ids.editor = e.id;
      const o = await account('other-editor', 'editor');
      otherEditor = o.client;
      ids.otherEditor = o.id;
      member = (await account('member', null)).client;
    });

    it('lets an editor ask for review of a draft as themself, with a message', async () => {
      const item = await news('draft');
      const { data, error } = await request(editor, {
        kind: 'news',
        item_id: item.id,
        message: '  봐 주세요  ',
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({
        kind: 'news',
        item_id: item.id,
        pending_version_id: null,
        title: item.title,
        requested_by: ids.editor,
        message: '봐 주세요',
        status: 'open',
        closed_by: null,
        closed_at: null,
      });
      expect((data as ReviewRequest).requested_by_email).toMatch(/^review-editor-/);
    });

    it('lets staff read requests, and anon and members nothing', async () => {
      const item = await news('draft');
      const made = await request(editor, { kind: 'news', item_id: item.id });
      expect(made.error).toBeNull();
      const id = (made.data as ReviewRequest).id;
      for (const staff of [admin, editor, otherEditor]) {
        const { data, error } = await staff.from('review_requests').select('id').eq('id', id);
        expect(error).toBeNull();
        expect(data).toHaveLength(1);
      }
      const asMember = await member.from('review_requests').select('id');
      expect(asMember.error).toBeNull();
      expect(asMember.data).toEqual([]);
      const asAnon = await anon.from('review_requests').select('id');
      expect(asAnon.error?.code).toBe('42501');
    });

    it('refuses requests from anon and members, and a chosen requester', async () => {
      const item = await news('draft');
      expect((await request(anon, { kind: 'news', item_id: item.id })).error?.code).toBe('42501');
      expect((await request(member, { kind: 'news', item_id: item.id })).error?.code).toBe('42501');
      const spoofed = await request(editor, { kind: 'news', item_id: item.id, requested_by: ids.admin });
      expect(spoofed.error?.code).toBe('42501');
      const closed = await request(editor, { kind: 'news', item_id: item.id, status: 'published' });
      expect(closed.error?.code).toBe('42501');
      const { data } = await admin.from('review_requests').select('id').eq('item_id', item.id);
      expect(data).toEqual([]);
    });

    it('asks only about a draft or an existing pending version, once while open', async () => {
      const published = await news('published');
      const notDraft = await request(editor, { kind: 'news', item_id: published.id });
      expect(notDraft.error?.code).toBe('22023');
      expect((await request(editor, { kind: 'news', item_id: 987_654_321 })).error?.code).toBe('P0002');
      const pendingId = await pendingVersion(editor, published.id);
      const other = await news('published');
      const wrongItem = await request(editor, {
        kind: 'news',
        item_id: other.id,
        pending_version_id: pendingId,
      });
      expect(wrongItem.error?.code).toBe('P0002');
      const ok = await request(editor, {
        kind: 'news',
        item_id: published.id,
        pending_version_id: pendingId,
      });
      expect(ok.error).toBeNull();
      const twice = await request(otherEditor, {
        kind: 'news',
        item_id: published.id,
        pending_version_id: pendingId,
      });
      expect(twice.error?.code).toBe('23505');

      const draft = await news('draft');
      expect((await request(admin, { kind: 'news', item_id: draft.id })).error).toBeNull();
      expect((await request(editor, { kind: 'news', item_id: draft.id })).error?.code).toBe('23505');
      const tooLong = await request(editor, {
        kind: 'news',
        item_id: (await news('draft')).id,
        message: 'x'.repeat(1001),
      });
      expect(tooLong.error?.code).toBe('23514');
    });

    it('lets only the requester withdraw an open request, and only admins close others’', async () => {
      const item = await news('draft');
      const made = await request(editor, { kind: 'news', item_id: item.id });
      const id = (made.data as ReviewRequest).id;
      for (const stranger of [member, otherEditor]) {
        const { data, error } = await stranger
          .from('review_requests')
          .update({ status: 'withdrawn' })
          .eq('id', id)
          .select('id');
        expect(error).toBeNull();
        expect(data).toEqual([]);
      }
      expect(
        (await anon.from('review_requests').update({ status: 'withdrawn' }).eq('id', id)).error?.code,
      ).toBe('42501');
      const published = await editor.from('review_requests').update({ status: 'published' }).eq('id', id);
      expect(published.error?.code).toBe('42501');
      const message = await editor.from('review_requests').update({ message: 'changed' }).eq('id', id);
      expect(message.error?.code).toBe('42501');
      const withdrawn = await editor
        .from('review_requests')
        .update({ status: 'withdrawn' })
        .eq('id', id)
        .select('*');
      expect(withdrawn.error).toBeNull();
      expect(withdrawn.data?.[0]).toMatchObject({ status: 'withdrawn', closed_by: ids.editor });
      expect((withdrawn.data?.[0] as ReviewRequest | undefined)?.closed_at).toEqual(expect.any(String));
      const reopened = await admin
        .from('review_requests')
        .update({ status: 'open' })
        .eq('id', id)
        .select('id');
      expect(reopened.data ?? []).toEqual([]);

      const another = await request(editor, { kind: 'news', item_id: item.id });
      expect(another.error).toBeNull();
      const anotherId = (another.data as ReviewRequest).id;
      const closedByAdmin = await admin
        .from('review_requests')
        .update({ status: 'discarded' })
        .eq('id', anotherId)
        .select('*');
      expect(closedByAdmin.error).toBeNull();
      expect(closedByAdmin.data?.[0]).toMatchObject({ status: 'discarded', closed_by: ids.admin });
    });

    it('lets nobody delete a request', async () => {
      const item = await news('draft');
      const made = await request(editor, { kind: 'news', item_id: item.id });
      const id = (made.data as ReviewRequest).id;
      for (const as of [anon, member, editor, admin]) {
        const { error } = await as.from('review_requests').delete().eq('id', id);
        expect(error?.code).toBe('42501');
      }
      expect((await requestOf(id)).status).toBe('open');
    });

    it('closes a draft’s request as published when the admin publishes it', async () => {
      const item = await news('draft');
      const id = ((await request(editor, { kind: 'news', item_id: item.id })).data as ReviewRequest).id;
      const edited = await editor
        .from('news')
        .update({ content: '<p>고침</p>', version: 2 })
        .eq('id', item.id);
      expect(edited.error).toBeNull();
      expect((await requestOf(id)).status).toBe('open');
      const published = await admin
        .from('news')
        .update({ status: 'published', published_at: new Date().toISOString(), version: 3 })
        .eq('id', item.id);
      expect(published.error).toBeNull();
      const closed = await requestOf(id);
      expect(closed).toMatchObject({ status: 'published', closed_by: ids.admin });
      expect(closed.closed_at).not.toBeNull();
    });

    it('closes a pending version’s request as published when applied, as discarded when discarded', async () => {
      const applied = await news('published');
      const appliedPending = await pendingVersion(editor, applied.id);
      const appliedId = (
        (await request(editor, { kind: 'news', item_id: applied.id, pending_version_id: appliedPending }))
          .data as ReviewRequest
      ).id;
      expect(
        (await admin.rpc('apply_pending_version', { pending_id: appliedPending, revision: 1 })).error,
      ).toBeNull();
      expect(await requestOf(appliedId)).toMatchObject({ status: 'published', closed_by: ids.admin });

      const discarded = await news('published');
      const discardedPending = await pendingVersion(editor, discarded.id);
      const discardedId = (
        (await request(editor, { kind: 'news', item_id: discarded.id, pending_version_id: discardedPending }))
          .data as ReviewRequest
      ).id;
      expect((await admin.rpc('discard_pending_version', { pending_id: discardedPending })).error).toBeNull();
      expect(await requestOf(discardedId)).toMatchObject({ status: 'discarded', closed_by: ids.admin });
    });

    it('keeps a request open when its pending version changed after the review, and publishes the new one reviewed', async () => {
      const item = await news('published');
      const pending = await pendingVersion(editor, item.id);
      const requestId = (
        (await request(editor, { kind: 'news', item_id: item.id, pending_version_id: pending }))
          .data as ReviewRequest
      ).id;
      // The admin reviews revision 1; the editor then changes the proposal.
      const changed = await editor.rpc('save_pending_version', {
        kind: 'news',
        item_id: item.id,
        fields: { title: '검토 뒤에 바꾼 제목' },
        based_on_version: 1,
        revision: 1,
      });
      expect(changed.error).toBeNull();
      const refused = await admin.rpc('apply_pending_version', { pending_id: pending, revision: 1 });
      expect(refused.error?.code).toBe('PT412');
      expect(await requestOf(requestId)).toMatchObject({ status: 'open', closed_by: null });
      const live = await admin.from('news').select('title').eq('id', item.id).single();
      expect(live.data).toEqual({ title: item.title });
      expect(
        (await admin.rpc('apply_pending_version', { pending_id: pending, revision: 2 })).error,
      ).toBeNull();
      expect(await requestOf(requestId)).toMatchObject({ status: 'published', closed_by: ids.admin });
      expect((await admin.from('news').select('title').eq('id', item.id).single()).data).toEqual({
        title: '검토 뒤에 바꾼 제목',
      });
    });

    it('closes every open request of an item as discarded when the item is deleted', async () => {
      const item = await news('draft');
      const id = ((await request(editor, { kind: 'news', item_id: item.id })).data as ReviewRequest).id;
      const removed = await admin.from('news').delete().eq('id', item.id).select('id');
      expect(removed.data).toHaveLength(1);
      expect(await requestOf(id)).toMatchObject({ status: 'discarded', closed_by: ids.admin });
    });

    it('mails every admin about a new request through the outbox', async () => {
      const item = await news('draft');
      const made = await request(editor, {
        kind: 'news',
        item_id: item.id,
        message: '제목을 확인해 주세요 ZQX-REVIEW',
      });
      expect(made.error).toBeNull();
      const mail = await server
        .sink()
        .waitFor(ADMIN.email, (parsed) => (parsed.subject ?? '').includes(item.title), 20_000);
      expect(mail.mail.subject).toBe(`[검토 요청] ${item.title}`);
      expect(mail.mail.text).toContain('| 제목을 확인해 주세요 ZQX-REVIEW');
      expect(mail.mail.text).toContain(`/admin/news/${item.id}`);
      expect(mail.mail.text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);
      const outbox = await admin
        .from('inquiry_outbox')
        .select('kind, recipient, sent_at')
        .eq('review_request_id', (made.data as ReviewRequest).id);
      expect(outbox.error).toBeNull();
      expect(outbox.data).toEqual([
        expect.objectContaining({ kind: 'review_request', recipient: ADMIN.email }),
      ]);
      const asEditor = await editor.from('inquiry_outbox').select('id');
      expect(asEditor.data).toEqual([]);
    });

    it('mails the admins once per item per requester an hour: requesting again after withdrawing records the request, without mail', async () => {
      const item = await news('draft');
      const mailsOf = async (requestId: number) => {
        const { data, error } = await admin
          .from('inquiry_outbox')
          .select('recipient')
          .eq('review_request_id', requestId);
        expect(error).toBeNull();
        return data ?? [];
      };
      const made: number[] = [];
      for (let round = 0; round < 3; round++) {
        const asked = await request(editor, { kind: 'news', item_id: item.id, message: `round ${round}` });
        expect(asked.error).toBeNull();
        const id = (asked.data as ReviewRequest).id;
        made.push(id);
        const withdrawn = await editor.from('review_requests').update({ status: 'withdrawn' }).eq('id', id);
        expect(withdrawn.error).toBeNull();
      }
      const again = await request(editor, { kind: 'news', item_id: item.id, message: 'the last word' });
      expect(again.error).toBeNull();
      made.push((again.data as ReviewRequest).id);
      // Every request is recorded, the last one open with its message, for the admins' list.
      const recorded = await admin.from('review_requests').select('id, status, message').in('id', made);
      expect(recorded.data).toHaveLength(4);
      expect(await requestOf(made[3] ?? 0)).toMatchObject({ status: 'open', message: 'the last word' });
      // Only the first was mailed.
      expect(await mailsOf(made[0] ?? 0)).toEqual([{ recipient: ADMIN.email }]);
      for (const id of made.slice(1)) expect(await mailsOf(id)).toEqual([]);

      // Another requester of the same item, and the same requester of another item, are mailed.
      const withdrawn = await editor
        .from('review_requests')
        .update({ status: 'withdrawn' })
        .eq('id', made[3] ?? 0);
      expect(withdrawn.error).toBeNull();
      const other = await request(otherEditor, { kind: 'news', item_id: item.id });
      expect(other.error).toBeNull();
      expect(await mailsOf((other.data as ReviewRequest).id)).toEqual([{ recipient: ADMIN.email }]);
      const elsewhere = await request(editor, { kind: 'news', item_id: (await news('draft')).id });
      expect(elsewhere.error).toBeNull();
      expect(await mailsOf((elsewhere.data as ReviewRequest).id)).toEqual([{ recipient: ADMIN.email }]);
    });
  });
}
