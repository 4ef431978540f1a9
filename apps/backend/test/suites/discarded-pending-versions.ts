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

interface Discarded {
  id: number;
  pending_id: number;
  kind: string;
  item_id: number;
  fields: Record<string, unknown>;
  author_id: string;
  title: string | null;
  discarded_by: string | null;
  discarded_by_email: string | null;
  discarded_at: string;
  restored_by: string | null;
  restored_at: string | null;
  dismissed_at: string | null;
}

const PASSWORD = 'discard-password-for-staff-9';

/**
 * Discarded pending versions (`public.discarded_pending_versions`): a discard keeps the proposal with who and when,
 * `restore_discarded_pending_version` brings it back (an admin any, an editor their own), the author is mailed
 * through the outbox unless they discarded their own, and the table is read by staff and written by nobody.
 */
export function discardedPendingVersionsSuite(server: MailServer): void {
  describe('discarded pending versions', () => {
    let backend: RunningBackend;
    let anon: SupabaseClient;
    let member: SupabaseClient;
    let editor: SupabaseClient;
    let otherEditor: SupabaseClient;
    let admin: SupabaseClient;
    let service: SupabaseClient;
    const ids = { editor: '', admin: '' };
    let editorEmail = '';
    let nextTitle = 0;

    const account = async (label: string, role: 'admin' | 'editor' | null) => {
      const email = `discard-${label}-${Date.now()}@example.com`;
      const created = await service.auth.admin.createUser({
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

    /** A published news item; resolves with its id and title. */
    const news = async (): Promise<{ id: number; title: string }> => {
      nextTitle += 1;
      const title = `버린 제안 뉴스 ${nextTitle} ${Date.now()}`;
      const inserted = await admin
        .from('news')
        .insert({ title, content: '<p>본문</p>', thumbnail: '/media/logo.svg' })
        .select('id')
        .single();
      expect(inserted.error).toBeNull();
      return { id: (inserted.data as { id: number }).id, title };
    };

    /** A pending version of the item by `as`; resolves with its id. */
    const propose = async (as: SupabaseClient, itemId: number, title: string): Promise<number> => {
      const { data, error } = await as.rpc('save_pending_version', {
        kind: 'news',
        item_id: itemId,
        fields: { title },
        based_on_version: 1,
      });
      expect(error).toBeNull();
      return (data as { id: number }).id;
    };

    const discard = async (as: SupabaseClient, pendingId: number): Promise<Discarded> => {
      const { data, error } = await as.rpc('discard_pending_version', { pending_id: pendingId });
      expect(error).toBeNull();
      return data as Discarded;
    };

    const pendingOf = async (itemId: number) =>
      (
        await admin
          .from('pending_versions')
          .select('id, author_id, fields')
          .eq('kind', 'news')
          .eq('item_id', itemId)
      ).data ?? [];

    const keptRow = async (id: number): Promise<Discarded> => {
      const { data, error } = await admin
        .from('discarded_pending_versions')
        .select('*')
        .eq('id', id)
        .single();
      expect(error).toBeNull();
      return data as Discarded;
    };

    const mailOf = async (discardedId: number) =>
      (
        await admin
          .from('inquiry_outbox')
          .select('kind, recipient, sent_at, next_attempt_at')
          .eq('discarded_pending_version_id', discardedId)
      ).data ?? [];

    beforeAll(async () => {
      backend = server.get();
      anon = client(backend.url, backend.anonKey);
      service = serviceClient(backend);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      ids.admin = (await admin.auth.getUser()).data.user?.id ?? '';
      const e = await account('editor', 'editor');
      editor = e.client;
      ids.editor = e.id;
      editorEmail = e.email;
      otherEditor = (await account('other-editor', 'editor')).client;
      member = (await account('member', null)).client;
    });

    it('keeps a discarded proposal with who discarded it and when, and restores it as its author’s', async () => {
      const item = await news();
      const pendingId = await propose(editor, item.id, '편집자가 제안한 제목');
      const kept = await discard(admin, pendingId);
      expect(kept).toMatchObject({
        pending_id: pendingId,
        kind: 'news',
        item_id: item.id,
        fields: { title: '편집자가 제안한 제목' },
        author_id: ids.editor,
        title: item.title,
        discarded_by: ids.admin,
        discarded_by_email: ADMIN.email,
        restored_at: null,
      });
      expect(Date.parse(kept.discarded_at)).not.toBeNaN();
      expect(await pendingOf(item.id)).toEqual([]);

      const restored = await editor.rpc('restore_discarded_pending_version', { discarded_id: kept.id });
      expect(restored.error).toBeNull();
      expect(restored.data).toMatchObject({ id: pendingId, author_id: ids.editor, revision: 1 });
      expect(await pendingOf(item.id)).toEqual([
        { id: pendingId, author_id: ids.editor, fields: { title: '편집자가 제안한 제목' } },
      ]);
      expect(await keptRow(kept.id)).toMatchObject({ restored_by: ids.editor });
      expect((await keptRow(kept.id)).restored_at).not.toBeNull();
      const again = await editor.rpc('restore_discarded_pending_version', { discarded_id: kept.id });
      expect(again.error?.code).toBe('PT409');
      // The restored proposal is an ordinary one again: the author saves over it, an admin applies it.
      expect(
        (await admin.rpc('apply_pending_version', { pending_id: pendingId, revision: 1 })).error,
      ).toBeNull();
      expect((await admin.from('news').select('title').eq('id', item.id).single()).data).toEqual({
        title: '편집자가 제안한 제목',
      });
    });

    it('refuses a restore while the author has a newer pending version of the item', async () => {
      const item = await news();
      const kept = await discard(admin, await propose(editor, item.id, '처음 제안'));
      const newer = await propose(editor, item.id, '새 제안');
      const refused = await admin.rpc('restore_discarded_pending_version', { discarded_id: kept.id });
      expect(refused.status).toBe(409);
      expect(refused.error?.code).toBe('PT409');
      expect(refused.error?.message).toMatch(/newer pending version/);
      expect(await pendingOf(item.id)).toEqual([
        { id: newer, author_id: ids.editor, fields: { title: '새 제안' } },
      ]);
      expect((await keptRow(kept.id)).restored_at).toBeNull();
    });

    it('keeps a proposal deleted through the API too, and never one that was applied', async () => {
      const item = await news();
      const deletedId = await propose(editor, item.id, '지운 제안');
      const deleted = await editor.from('pending_versions').delete().eq('id', deletedId).select('id');
      expect(deleted.data).toHaveLength(1);
      const kept = await admin.from('discarded_pending_versions').select('*').eq('pending_id', deletedId);
      expect(kept.data).toEqual([
        expect.objectContaining({ author_id: ids.editor, discarded_by: ids.editor }),
      ]);

      const appliedId = await propose(editor, item.id, '적용한 제안');
      expect(
        (await admin.rpc('apply_pending_version', { pending_id: appliedId, revision: 1 })).error,
      ).toBeNull();
      const applied = await admin.from('discarded_pending_versions').select('id').eq('pending_id', appliedId);
      expect(applied.data).toEqual([]);
    });

    describe('restore_discarded_pending_version: an admin any, an editor their own', () => {
      type Caller = 'anon' | 'member' | 'other editor' | 'author' | 'admin' | 'service role';
      const callers: [Caller, number | null][] = [
        ['anon', 401],
        ['member', 403],
        ['other editor', 403],
        ['author', null],
        ['admin', null],
        ['service role', null],
      ];
      const as = (caller: Caller): SupabaseClient =>
        ({
          anon,
          member,
          'other editor': otherEditor,
          author: editor,
          admin,
          'service role': service,
        })[caller];
      for (const [caller, refused] of callers) {
        it(`${caller}${refused === null ? ' restores' : ' is refused'}`, async () => {
          const item = await news();
          const kept = await discard(admin, await propose(editor, item.id, `${caller}의 복원`));
          const { error, status } = await as(caller).rpc('restore_discarded_pending_version', {
            discarded_id: kept.id,
          });
          if (refused === null) {
            expect(error).toBeNull();
            expect(await pendingOf(item.id)).toHaveLength(1);
          } else {
            expect(status).toBe(refused);
            expect(error?.code).toBe('42501');
            expect(await pendingOf(item.id)).toEqual([]);
            expect((await keptRow(kept.id)).restored_at).toBeNull();
          }
        });
      }
    });

    describe('the table: staff read it, nobody writes it', () => {
      type Role = 'anon' | 'member' | 'editor' | 'admin' | 'service role';
      const ROLES: Role[] = ['anon', 'member', 'editor', 'admin', 'service role'];
      const as = (role: Role): SupabaseClient =>
        ({ anon, member, editor, admin, 'service role': service })[role];
      let kept: Discarded;

      beforeAll(async () => {
        const item = await news();
        kept = await discard(admin, await propose(editor, item.id, '권한 확인 제안'));
      });

      for (const role of ROLES) {
        it(`${role}: select`, async () => {
          const { data, error, status } = await as(role)
            .from('discarded_pending_versions')
            .select('id')
            .eq('id', kept.id);
          if (role === 'anon') {
            expect(status).toBe(401);
            expect(error?.code).toBe('42501');
          } else {
            expect(error).toBeNull();
            expect(data).toEqual(role === 'member' ? [] : [{ id: kept.id }]);
          }
        });

        it(`${role}: insert, update and delete are refused`, async () => {
          const refusedStatus = role === 'anon' ? 401 : 403;
          const inserted = await as(role)
            .from('discarded_pending_versions')
            .insert({ ...kept, id: undefined, discarded_by: ids.admin });
          expect(inserted.status).toBe(refusedStatus);
          expect(inserted.error?.code).toBe('42501');
          const updated = await as(role)
            .from('discarded_pending_versions')
            .update({ restored_at: new Date().toISOString(), dismissed_at: new Date().toISOString() })
            .eq('id', kept.id);
          expect(updated.status).toBe(refusedStatus);
          expect(updated.error?.code).toBe('42501');
          const deleted = await as(role).from('discarded_pending_versions').delete().eq('id', kept.id);
          expect(deleted.status).toBe(refusedStatus);
          expect(deleted.error?.code).toBe('42501');
          expect(await keptRow(kept.id)).toMatchObject({ restored_at: null, dismissed_at: null });
        });
      }
    });

    it('lets only the author dismiss the notice', async () => {
      const item = await news();
      const kept = await discard(admin, await propose(editor, item.id, '알림 확인'));
      for (const stranger of [anon, member, otherEditor, admin]) {
        const { error } = await stranger.rpc('dismiss_discarded_pending_version', { discarded_id: kept.id });
        expect(error?.code).toMatch(/^(P0002|42501)$/);
      }
      expect((await keptRow(kept.id)).dismissed_at).toBeNull();
      const dismissed = await editor.rpc('dismiss_discarded_pending_version', { discarded_id: kept.id });
      expect(dismissed.error).toBeNull();
      expect((await keptRow(kept.id)).dismissed_at).not.toBeNull();
    });

    it('mails the author through the outbox a minute after someone else discarded their proposal', async () => {
      const item = await news();
      const kept = await discard(admin, await propose(editor, item.id, '메일 확인 제안'));
      const queued = await mailOf(kept.id);
      expect(queued).toEqual([
        expect.objectContaining({
          kind: 'pending_discarded',
          recipient: editorEmail.toLowerCase(),
          sent_at: null,
        }),
      ]);
      // It waits, so that a discard undone at once sends nothing.
      expect(Date.parse(queued[0]?.next_attempt_at ?? '')).toBeGreaterThan(
        Date.parse(kept.discarded_at) + 50_000,
      );
      const due = await service
        .from('inquiry_outbox')
        .update({ next_attempt_at: new Date().toISOString() })
        .eq('discarded_pending_version_id', kept.id);
      expect(due.error).toBeNull();
      const mail = await server
        .sink()
        .waitFor(editorEmail.toLowerCase(), (parsed) => (parsed.subject ?? '').includes(item.title), 20_000);
      expect(mail.mail.subject).toBe(`[대기 버전 버림] ${item.title}`);
      expect(mail.mail.text).toContain(
        `${ADMIN.email} 님이 ‘${item.title}’에 작성하신 대기 버전을 버렸습니다.`,
      );
      expect(mail.mail.text).toMatch(/버린 일시: \d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);
      expect(mail.mail.text).toContain(`/admin/news/${item.id}/history`);
      expect((await editor.from('inquiry_outbox').select('id')).data).toEqual([]);
    });

    it('mails an author about discards of one item at most once an hour, and records every discard', async () => {
      const item = await news();
      const first = await discard(admin, await propose(editor, item.id, '첫 번째 제안'));
      const second = await discard(admin, await propose(editor, item.id, '두 번째 제안'));
      expect(await mailOf(first.id)).toHaveLength(1);
      expect(await mailOf(second.id)).toEqual([]);
      expect((await keptRow(second.id)).discarded_by).toBe(ids.admin);
      const other = await news();
      const elsewhere = await discard(admin, await propose(editor, other.id, '다른 항목의 제안'));
      expect(await mailOf(elsewhere.id)).toHaveLength(1);
    });

    it('sends nothing when the author discards their own, or when the discard is undone before the mail goes', async () => {
      const item = await news();
      const own = await discard(editor, await propose(editor, item.id, '스스로 버린 제안'));
      expect(own.discarded_by).toBe(ids.editor);
      expect(await mailOf(own.id)).toEqual([]);

      const other = await news();
      const undone = await discard(admin, await propose(editor, other.id, '되돌린 제안'));
      expect(await mailOf(undone.id)).toHaveLength(1);
      expect(
        (await admin.rpc('restore_discarded_pending_version', { discarded_id: undone.id })).error,
      ).toBeNull();
      expect(await mailOf(undone.id)).toEqual([]);
    });
  });
}
