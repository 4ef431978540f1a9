import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { serviceClient, serviceKeyOf } from '../support/service-key';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

const TABLES = ['news', 'youtube', 'announcement', 'shareholders'] as const;
type Table = (typeof TABLES)[number];
type Item = Record<string, unknown>;

const MEMBER = { email: 'versions-member@example.com', password: 'member-password-9' };

const contentOf = (table: Table, title: string): Item => {
  switch (table) {
    case 'news':
      return {
        title,
        content: '<p>본문</p>',
        thumbnail: '/storage/v1/object/public/news-images/seed/plant.png',
      };
    case 'youtube':
      return { title, video_id: 'Zx9_-Zx9_-Z' };
    case 'announcement':
      return { title, content: '<p>공고 본문</p>' };
    case 'shareholders':
      return { title, content: '<p>소집 통지</p>', meeting_date: '2027-03-26' };
  }
};

/** The conflict's detail, as the database sends it (JSON): of the item, or of a pending version's revision. */
interface ConflictDetail {
  current_version: number;
  updated_at: string;
  updated_by: string | null;
  current_revision?: number | null;
  reviewed_revision?: number;
}

const detailOf = (details: string | undefined): ConflictDetail =>
  JSON.parse(details ?? '{}') as ConflictDetail;

const settle = () => new Promise((wake) => setTimeout(wake, 600));

/**
 * Versions (a stale save is refused by the database, whatever the client), content-only restores, unpublishing
 * that keeps the moment, and pending versions (proposed changes to published items, applied by admins).
 */
export function versionsSuite(shared: SharedBackend): void {
  describe('versions and pending versions', () => {
    let anon: SupabaseClient;
    let member: SupabaseClient;
    let editor: SupabaseClient;
    let admin: SupabaseClient;
    let service: SupabaseClient;
    const ids = { editor: '', admin: '' };

    beforeAll(async () => {
      const backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      service = serviceClient(backend);
      const created = await service.auth.admin.createUser({ ...MEMBER, email_confirm: true });
      expect(created.error).toBeNull();
      member = await signedIn(backend.url, backend.anonKey, MEMBER.email, MEMBER.password);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      ids.editor = (await editor.auth.getUser()).data.user?.id ?? '';
      ids.admin = (await admin.auth.getUser()).data.user?.id ?? '';
      expect(ids.editor).not.toBe('');
      expect(ids.admin).not.toBe('');
    });

    const read = async (table: Table, id: unknown): Promise<Item> => {
      const { data, error } = await admin.from(table).select('*').eq('id', id).single();
      expect(error).toBeNull();
      return data as Item;
    };

    const insert = async (as: SupabaseClient, table: Table, values: Item): Promise<Item> => {
      const { data, error } = await as.from(table).insert(values).select().single();
      expect(error).toBeNull();
      return data as Item;
    };

    const published = (table: Table, title: string) => insert(admin, table, contentOf(table, title));

    const expectConflict = (
      answer: { status: number; error: { code: string; message: string; details: string } | null },
      current: number,
    ) => {
      expect(answer.status).toBe(409);
      expect(answer.error?.code).toBe('PT409');
      expect(detailOf(answer.error?.details).current_version).toBe(current);
    };

    describe('a stale save is refused by the database', () => {
      for (const table of TABLES) {
        it(`${table}: an insert gets version 1 whatever it sends`, async () => {
          const row = await insert(editor, table, {
            ...contentOf(table, '버전 고른 초안'),
            status: 'draft',
            version: 7,
          });
          expect(row.version).toBe(1);
        });

        it(`${table}: an update without a version, with the same one or one ahead is refused 409 and changes nothing`, async () => {
          const row = await published(table, '버전 확인');
          expect(row.version).toBe(1);
          const edited = await admin
            .from(table)
            .update({ title: '정상 저장', version: 2 })
            .eq('id', row.id)
            .select()
            .single();
          expect(edited.error).toBeNull();
          expect(edited.data?.version).toBe(2);
          const before = await read(table, row.id);

          const missing = await admin.from(table).update({ title: '버전 없음' }).eq('id', row.id).select();
          expectConflict(missing, 2);
          expect(missing.error?.message).toBe(
            'This save does not say which version it was based on: version 2 is current.',
          );
          const same = await admin
            .from(table)
            .update({ title: '같은 버전', version: 2 })
            .eq('id', row.id)
            .select();
          expectConflict(same, 2);
          expect(same.error?.message).toBe(
            'This item was changed by someone else: version 2 is current, this save was based on version 1.',
          );
          const ahead = await admin
            .from(table)
            .update({ title: '앞선 버전', version: 4 })
            .eq('id', row.id)
            .select();
          expectConflict(ahead, 2);
          expect(await read(table, row.id)).toEqual(before);
        });
      }

      it('tells who changed the item last and when, in the detail', async () => {
        const row = await insert(editor, 'news', { ...contentOf('news', '누가 고쳤나'), status: 'draft' });
        const saved = await admin
          .from('news')
          .update({ title: '관리자가 고침', version: 2 })
          .eq('id', row.id)
          .select()
          .single();
        expect(saved.error).toBeNull();
        const stale = await editor
          .from('news')
          .update({ title: '편집자의 늦은 저장', version: 2 })
          .eq('id', row.id);
        expectConflict(stale, 2);
        const detail = detailOf(stale.error?.details);
        expect(detail.updated_by).toBe(ids.admin);
        expect(Date.parse(detail.updated_at)).toBe(Date.parse(String(saved.data?.updated_at)));
        expect(stale.error?.hint).toMatch(/version/);
      });

      it('refuses the same to a raw request and to the service role', async () => {
        const backend = shared.get();
        const row = await published('announcement', '원시 요청');
        const adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
        const patch = (token: string, body: Item) =>
          fetch(`${backend.url}/rest/v1/announcement?id=eq.${row.id}`, {
            method: 'PATCH',
            headers: {
              apikey: backend.anonKey,
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              prefer: 'return=representation',
            },
            body: JSON.stringify(body),
          });
        for (const body of [
          { title: '없음' },
          { title: '같음', version: 1 },
          { title: '앞섬', version: 3 },
        ]) {
          const response = await patch(adminToken, body);
          expect(response.status).toBe(409);
          const error = (await response.json()) as { code: string; details: string };
          expect(error.code).toBe('PT409');
          expect(detailOf(error.details).current_version).toBe(1);
        }
        const serviceKey = serviceKeyOf(backend);
        expect((await patch(serviceKey, { title: '서비스 키' })).status).toBe(409);
        const byService = await service.from('announcement').update({ title: '서비스 키' }).eq('id', row.id);
        expectConflict(byService, 1);
        expect((await read('announcement', row.id)).title).toBe('원시 요청');

        const right = await patch(serviceKey, { title: '서비스 키로 저장', version: 2 });
        expect(right.status).toBe(200);
        expect(((await right.json()) as Item[])[0]?.version).toBe(2);
      });

      it('keeps the first of two saves based on one version, and refuses the second', async () => {
        const backend = shared.get();
        const other = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
        const draft = await insert(editor, 'news', {
          ...contentOf('news', '함께 쓰는 초안'),
          status: 'draft',
        });
        // Both open the draft at version 1.
        const loadedByFirst = await read('news', draft.id);
        const loadedBySecond = await read('news', draft.id);
        const first = await editor
          .from('news')
          .update({ content: '<p>첫 번째 편집자의 글</p>', version: Number(loadedByFirst.version) + 1 })
          .eq('id', draft.id)
          .select();
        expect(first.error).toBeNull();
        const second = await other
          .from('news')
          .update({ content: '<p>두 번째 편집자의 글</p>', version: Number(loadedBySecond.version) + 1 })
          .eq('id', draft.id)
          .select();
        expectConflict(second, 2);
        const now = await read('news', draft.id);
        expect(now.content).toBe('<p>첫 번째 편집자의 글</p>');
        expect(now.version).toBe(2);
      });
    });

    describe('restore and unpublish', () => {
      it('restores content only: status and published_at stay, and the version advances', async () => {
        const draft = await insert(editor, 'news', { ...contentOf('news', '예약 전 초안'), status: 'draft' });
        const moment = new Date(Date.now() - 60_000).toISOString();
        const live = await admin
          .from('news')
          .update({ title: '게시된 글', status: 'published', published_at: moment, version: 2 })
          .eq('id', draft.id)
          .select()
          .single();
        expect(live.error).toBeNull();
        const { data: revisions } = await admin
          .from('revisions')
          .select('id, fields')
          .eq('kind', 'news')
          .eq('item_id', draft.id)
          .order('id', { ascending: false });
        const preSchedule = revisions?.[0];
        expect((preSchedule?.fields as Item | undefined)?.status).toBe('draft');

        const restored = await admin.rpc('restore_revision', { revision_id: preSchedule?.id });
        expect(restored.error).toBeNull();
        const now = await read('news', draft.id);
        expect(now.title).toBe('예약 전 초안');
        expect(now.status).toBe('published');
        expect(Date.parse(String(now.published_at))).toBe(Date.parse(moment));
        expect(now.version).toBe(3);
        // Still public, with the restored title.
        const seen = await anon.from('news').select('title').eq('id', draft.id);
        expect(seen.data).toEqual([{ title: '예약 전 초안' }]);
        const history = await admin
          .from('revisions')
          .select('action, fields')
          .eq('kind', 'news')
          .eq('item_id', draft.id)
          .order('id', { ascending: false })
          .limit(1);
        expect(history.data?.[0]?.action).toBe('restore');
        expect((history.data?.[0]?.fields as Item | undefined)?.title).toBe('게시된 글');
      });

      it('brings a deleted item back as it was deleted, at a version after its last', async () => {
        const row = await published('youtube', '지워질 영상');
        await admin.from('youtube').update({ title: '지워질 영상 (고침)', version: 2 }).eq('id', row.id);
        const offline = await admin
          .from('youtube')
          .update({ status: 'draft', version: 3 })
          .eq('id', row.id)
          .select()
          .single();
        expect(offline.error).toBeNull();
        expect((await admin.from('youtube').delete().eq('id', row.id)).error).toBeNull();
        const { data: revisions } = await admin
          .from('revisions')
          .select('id, action, fields')
          .eq('kind', 'youtube')
          .eq('item_id', row.id)
          .order('id');
        // The first edit's revision: the item as published, at version 1.
        const first = revisions?.[0];
        expect((first?.fields as Item | undefined)?.status).toBe('published');
        const restored = await admin.rpc('restore_revision', { revision_id: first?.id });
        expect(restored.error).toBeNull();
        const back = await read('youtube', row.id);
        expect(back.title).toBe('지워질 영상');
        expect(back.status).toBe('draft');
        expect(Date.parse(String(back.published_at))).toBe(Date.parse(String(row.published_at)));
        expect(back.version).toBe(4);
      });

      it('keeps published_at when an item is taken offline, so publishing again gives its place back', async () => {
        const row = await published('news', '내렸다 다시 올릴 글');
        const moment = Date.parse(String(row.published_at));
        const offline = await admin
          .from('news')
          .update({ status: 'draft', published_at: null, version: 2 })
          .eq('id', row.id)
          .select()
          .single();
        expect(offline.error).toBeNull();
        expect(offline.data?.status).toBe('draft');
        expect(Date.parse(String(offline.data?.published_at))).toBe(moment);
        expect((await anon.from('news').select('id').eq('id', row.id)).data).toEqual([]);
        const again = await admin
          .from('news')
          .update({ status: 'published', version: 3 })
          .eq('id', row.id)
          .select()
          .single();
        expect(again.error).toBeNull();
        expect(Date.parse(String(again.data?.published_at))).toBe(moment);
        expect((await anon.from('news').select('id').eq('id', row.id)).data).toEqual([{ id: row.id }]);
      });
    });

    describe('pending versions', () => {
      /** Saves `as`'s pending version of `item`: a first proposal, or over the one of `revision`. */
      const propose = (
        as: SupabaseClient,
        item: Item,
        fields: Item,
        table: Table = 'news',
        revision?: number,
      ) =>
        as.rpc('save_pending_version', {
          kind: table,
          item_id: item.id,
          fields,
          based_on_version: item.version,
          ...(revision === undefined ? {} : { revision }),
        });
      /** Applies a pending version as reviewed: at the revision it has now. */
      const applyAsReviewed = (as: SupabaseClient, pending: Item, options: { force?: boolean } = {}) =>
        as.rpc('apply_pending_version', { pending_id: pending.id, revision: pending.revision, ...options });

      it('lets an editor propose a change to a published item, and only an admin apply it', async () => {
        const backend = shared.get();
        const live = await published('news', '게시된 원래 제목');
        const page = async () => (await fetch(`${backend.url}/newsroom/News/${live.id}`)).text();
        await settle(); // the insert's own renewal (another instance's notification, on PostgreSQL) has come
        const firstRender = await page();
        expect(firstRender).toContain('<h1>게시된 원래 제목</h1>');

        // The editor may not write a published item…
        const direct = await editor
          .from('news')
          .update({ title: '직접 고침', version: 2 })
          .eq('id', live.id)
          .select();
        expect(direct.error).toBeNull();
        expect(direct.data).toEqual([]);
        // …but proposes the change, saved over as they save again.
        const saved = await propose(editor, live, { title: '제안한 제목' });
        expect(saved.error).toBeNull();
        const again = await propose(
          editor,
          live,
          { title: '다시 제안한 제목', content: '<p>제안한 본문</p>' },
          'news',
          (saved.data as Item).revision as number,
        );
        expect(again.error).toBeNull();
        const pending = again.data as Item;
        expect(pending.id).toBe((saved.data as Item).id);
        expect(pending.author_id).toBe(ids.editor);
        expect(pending.based_on_version).toBe(1);
        const listed = await admin
          .from('pending_versions')
          .select('*')
          .eq('kind', 'news')
          .eq('item_id', live.id);
        expect(listed.data).toHaveLength(1);

        // Visitors see the live item, and no page was renewed.
        await settle();
        expect(await page()).toBe(firstRender);
        expect((await anon.from('news').select('title').eq('id', live.id)).data).toEqual([
          { title: '게시된 원래 제목' },
        ]);

        expect(pending.revision).toBe(2);
        const byEditor = await applyAsReviewed(editor, pending);
        expect(byEditor.status).toBe(403);
        expect(byEditor.error?.code).toBe('42501');
        expect((await read('news', live.id)).title).toBe('게시된 원래 제목');

        const applied = await applyAsReviewed(admin, pending);
        expect(applied.error).toBeNull();
        const now = await read('news', live.id);
        expect(now.title).toBe('다시 제안한 제목');
        expect(now.content).toBe('<p>제안한 본문</p>');
        expect(now.thumbnail).toBe(live.thumbnail);
        expect(now.status).toBe('published');
        expect(Date.parse(String(now.published_at))).toBe(Date.parse(String(live.published_at)));
        expect(now.version).toBe(2);
        expect(now.updated_by).toBe(ids.admin);
        expect((await admin.from('pending_versions').select('id').eq('id', pending.id)).data).toEqual([]);
        // Now visitors see it.
        expect(await page()).toContain('<h1>다시 제안한 제목</h1>');
        const history = await admin
          .from('revisions')
          .select('action, fields')
          .eq('kind', 'news')
          .eq('item_id', live.id)
          .order('id', { ascending: false })
          .limit(1);
        expect(history.data?.[0]?.action).toBe('update');
        expect((history.data?.[0]?.fields as Item | undefined)?.title).toBe('게시된 원래 제목');
        const audit = await admin
          .from('audit_log')
          .select('action, detail')
          .eq('kind', 'news')
          .eq('item_id', String(live.id))
          .order('id', { ascending: false })
          .limit(1);
        expect(audit.data?.[0]?.action).toBe('update');
        expect((audit.data?.[0]?.detail as { changed?: string[] } | undefined)?.changed).toEqual([
          'content',
          'title',
        ]);
      });

      it('refuses to apply a proposal over a later version unless forced', async () => {
        const live = await published('shareholders', '주주총회 소집');
        const proposal = await propose(editor, live, { meeting_date: '2027-04-01' }, 'shareholders');
        expect(proposal.error).toBeNull();
        await admin
          .from('shareholders')
          .update({ title: '주주총회 소집 (정정)', version: 2 })
          .eq('id', live.id);
        const refused = await applyAsReviewed(admin, proposal.data as Item);
        expectConflict(refused, 2);
        expect((await read('shareholders', live.id)).meeting_date).toBe('2027-03-26');
        const forced = await applyAsReviewed(admin, proposal.data as Item, { force: true });
        expect(forced.error).toBeNull();
        const now = await read('shareholders', live.id);
        expect(now.meeting_date).toBe('2027-04-01');
        expect(now.title).toBe('주주총회 소집 (정정)');
        expect(now.version).toBe(3);
      });

      it('publishes exactly the revision the admin reviewed, whichever way the author changed it since', async () => {
        const live = await published('news', '검토한 그대로');
        const first = (await propose(editor, live, { title: '검토받은 제목' })).data as Item;
        expect(first.revision).toBe(1);
        const reviewed = first;
        // The author changes it after the review: through the function (with its revision) or a direct write.
        const changed = await propose(editor, live, { title: '바꾼 제목' }, 'news', 1);
        expect(changed.error).toBeNull();
        expect((changed.data as Item).revision).toBe(2);
        const direct = await editor
          .from('pending_versions')
          .update({
            fields: { title: '몰래 바꾼 제목', content: '<p><a href="https://evil.example">링크</a></p>' },
          })
          .eq('id', first.id)
          .select('revision')
          .single();
        expect(direct.error).toBeNull();
        expect((direct.data as Item).revision).toBe(3);
        // No client chooses a revision.
        const forged = await editor.from('pending_versions').update({ revision: 1 }).eq('id', first.id);
        expect(forged.error?.code).toBe('42501');

        const stale = await applyAsReviewed(admin, reviewed);
        expect(stale.status).toBe(412);
        expect(stale.error?.code).toBe('PT412');
        expect(stale.error?.message).toContain('changed after you reviewed it');
        expect(detailOf(stale.error?.details)).toMatchObject({ current_revision: 3, reviewed_revision: 1 });
        expect((await read('news', live.id)).title).toBe('검토한 그대로');
        const unnamed = await admin.rpc('apply_pending_version', { pending_id: first.id });
        expect(unnamed.status).toBe(400);
        expect(unnamed.error?.message).toContain('Name the revision');
        expect((await read('news', live.id)).version).toBe(1);

        // Reviewed again, at revision 3, it is what goes live.
        const current = (await admin.from('pending_versions').select('*').eq('id', first.id).single())
          .data as Item;
        expect(current.revision).toBe(3);
        expect((await applyAsReviewed(admin, current)).error).toBeNull();
        const now = await read('news', live.id);
        expect(now.title).toBe('몰래 바꾼 제목');
        expect(now.version).toBe(2);
      });

      it('never saves over a pending version blindly: a save names the revision it replaces', async () => {
        const live = await published('news', '대기 버전 덮어쓰기');
        const first = (await propose(editor, live, { title: '첫 문장' })).data as Item;
        // A second tab that never saw it (no revision), and one that saw an older revision, are refused…
        const blind = await propose(editor, live, { title: '다른 탭' });
        expect(blind.status).toBe(409);
        expect(blind.error?.code).toBe('PT409');
        expect(detailOf(blind.error?.details).current_revision).toBe(1);
        const second = await propose(editor, live, { title: '둘째 문장' }, 'news', 1);
        expect(second.error).toBeNull();
        const stale = await propose(editor, live, { title: '옛 탭' }, 'news', 1);
        expect(stale.status).toBe(409);
        expect(detailOf(stale.error?.details).current_revision).toBe(2);
        const kept = (
          await admin.from('pending_versions').select('fields, revision').eq('id', first.id).single()
        ).data as Item;
        expect(kept).toEqual({ fields: { title: '둘째 문장' }, revision: 2 });
        // …and once it is published, a save naming it is refused too; a new proposal starts at revision 1.
        expect((await applyAsReviewed(admin, { ...first, revision: 2 })).error).toBeNull();
        const gone = await propose(editor, { ...live, version: 2 }, { title: '사라진 뒤' }, 'news', 2);
        expect(gone.status).toBe(409);
        expect(gone.error?.message).toContain('no longer exists');
        const fresh = await propose(editor, { ...live, version: 2 }, { title: '새 제안' });
        expect(fresh.error).toBeNull();
        expect((fresh.data as Item).revision).toBe(1);
      });

      it('holds content only, for an item that exists', async () => {
        const live = await published('news', '내용만 제안');
        const status = await propose(editor, live, { title: '공개 상태도', status: 'draft' });
        expect(status.status).toBe(400);
        expect(status.error?.code).toBe('22023');
        const version = await propose(editor, live, { version: 9 });
        expect(version.error?.code).toBe('22023');
        const missing = await propose(editor, { id: 987654, version: 1 }, { title: '없는 글' });
        expect(missing.error?.code).toBe('P0002');
        const forged = await editor.from('pending_versions').insert({
          kind: 'news',
          item_id: live.id,
          fields: { title: '남의 이름' },
          based_on_version: 1,
          author_id: ids.admin,
        });
        expect(forged.error?.code).toBe('42501');
      });

      it('is discarded by its editor or an admin', async () => {
        const live = await published('announcement', '버릴 제안');
        const byEditor = await propose(editor, live, { title: '편집자의 제안' }, 'announcement');
        const byAdmin = await propose(admin, live, { title: '관리자의 제안' }, 'announcement');
        expect(byEditor.error).toBeNull();
        expect(byAdmin.error).toBeNull();
        const listed = await editor
          .from('pending_versions')
          .select('id')
          .eq('kind', 'announcement')
          .eq('item_id', live.id);
        expect(listed.data).toHaveLength(2);

        const othersByEditor = await editor.rpc('discard_pending_version', {
          pending_id: (byAdmin.data as Item).id,
        });
        expect(othersByEditor.status).toBe(403);
        const ownByEditor = await editor.rpc('discard_pending_version', {
          pending_id: (byEditor.data as Item).id,
        });
        expect(ownByEditor.error).toBeNull();
        const othersByAdmin = await propose(editor, live, { title: '다시 편집자의 제안' }, 'announcement');
        const discarded = await admin.rpc('discard_pending_version', {
          pending_id: (othersByAdmin.data as Item).id,
        });
        expect(discarded.error).toBeNull();
        const gone = await admin.rpc('discard_pending_version', {
          pending_id: (othersByAdmin.data as Item).id,
        });
        expect(gone.error?.code).toBe('P0002');
        expect(
          (
            await admin
              .from('pending_versions')
              .select('author_id')
              .eq('kind', 'announcement')
              .eq('item_id', live.id)
          ).data,
        ).toEqual([{ author_id: ids.admin }]);
        expect((await read('announcement', live.id)).title).toBe('버릴 제안');
      });

      describe('permissions', () => {
        type Role = 'anon' | 'member' | 'editor' | 'admin';
        const ROLES: Role[] = ['anon', 'member', 'editor', 'admin'];
        const as = (role: Role): SupabaseClient => ({ anon, member, editor, admin })[role];
        const isStaff = (role: Role) => role === 'editor' || role === 'admin';
        /** Status of a refusal: 401 without a session, 403 with one. */
        const refusedStatus = (role: Role) => (role === 'anon' ? 401 : 403);

        let item: Item;
        let editorsPending: Item;
        let adminsPending: Item;

        beforeAll(async () => {
          item = await published('youtube', '권한 확인 영상');
          editorsPending = (await propose(editor, item, { title: '편집자 제안' }, 'youtube')).data as Item;
          adminsPending = (await propose(admin, item, { title: '관리자 제안' }, 'youtube')).data as Item;
          expect(editorsPending.id).toBeDefined();
          expect(adminsPending.id).toBeDefined();
        });

        for (const role of ROLES) {
          it(`${role}: select`, async () => {
            const { data, error, status } = await as(role)
              .from('pending_versions')
              .select('*')
              .eq('kind', 'youtube')
              .eq('item_id', item.id);
            if (isStaff(role)) {
              expect(error).toBeNull();
              expect(data?.map((row) => row.author_id).sort()).toEqual([ids.editor, ids.admin].sort());
            } else if (role === 'anon') {
              expect(status).toBe(401);
              expect(data).toBeNull();
            } else {
              expect(error).toBeNull();
              expect(data).toEqual([]);
            }
          });

          it(`${role}: insert${isStaff(role) ? ' (their own)' : ' is refused'}`, async () => {
            const target = await published('youtube', `${role}의 삽입 확인`);
            const { error, status } = await as(role)
              .from('pending_versions')
              .insert({
                kind: 'youtube',
                item_id: target.id,
                fields: { title: '삽입' },
                based_on_version: 1,
              });
            if (isStaff(role)) {
              expect(error).toBeNull();
            } else {
              expect(status).toBe(refusedStatus(role));
              expect(error?.code).toBe('42501');
            }
            // Saved over the row just inserted: the save names its revision (1).
            const rpc = await as(role).rpc('save_pending_version', {
              kind: 'youtube',
              item_id: target.id,
              fields: { title: '저장' },
              based_on_version: 1,
              revision: 1,
            });
            if (isStaff(role)) expect(rpc.error).toBeNull();
            else expect(rpc.status).toBe(refusedStatus(role));
            const rows = await admin
              .from('pending_versions')
              .select('author_id, fields')
              .eq('kind', 'youtube')
              .eq('item_id', target.id);
            expect(rows.data).toEqual(
              isStaff(role)
                ? [{ author_id: ids[role as 'editor' | 'admin'], fields: { title: '저장' } }]
                : [],
            );
          });

          it(`${role}: update${role === 'admin' ? ' (any)' : role === 'editor' ? ' (their own)' : ' is refused'}`, async () => {
            const messages = async () =>
              new Map(
                (
                  await admin
                    .from('pending_versions')
                    .select('id, message')
                    .in('id', [editorsPending.id, adminsPending.id])
                ).data?.map((row) => [row.id, row.message]),
              );
            const before = await messages();
            const change = (id: unknown) =>
              as(role)
                .from('pending_versions')
                .update({ message: `${role} 수정` })
                .eq('id', id)
                .select('id');
            const own = await change(editorsPending.id);
            const others = await change(adminsPending.id);
            if (role === 'anon') {
              expect(own.status).toBe(401);
              expect(others.status).toBe(401);
            } else {
              expect(own.error).toBeNull();
              expect(others.error).toBeNull();
            }
            const after = await messages();
            const changedOwn = role === 'editor' || role === 'admin';
            const changedOthers = role === 'admin';
            expect(own.data?.length ?? 0).toBe(changedOwn ? 1 : 0);
            expect(others.data?.length ?? 0).toBe(changedOthers ? 1 : 0);
            expect(after.get(editorsPending.id)).toBe(
              changedOwn ? `${role} 수정` : before.get(editorsPending.id),
            );
            expect(after.get(adminsPending.id)).toBe(
              changedOthers ? `${role} 수정` : before.get(adminsPending.id),
            );
          });

          it(`${role}: delete`, async () => {
            const target = await published('youtube', `${role}의 삭제 확인`);
            const mine = (await propose(editor, target, { title: '편집자 것' }, 'youtube')).data as Item;
            const theirs = (await propose(admin, target, { title: '관리자 것' }, 'youtube')).data as Item;
            const own = await as(role).from('pending_versions').delete().eq('id', mine.id).select('id');
            const others = await as(role).from('pending_versions').delete().eq('id', theirs.id).select('id');
            if (role === 'anon') {
              expect(own.status).toBe(401);
              expect(others.status).toBe(401);
            }
            const left = (
              await admin.from('pending_versions').select('id').eq('kind', 'youtube').eq('item_id', target.id)
            ).data?.map((row) => row.id);
            const expected = {
              anon: [mine.id, theirs.id],
              member: [mine.id, theirs.id],
              editor: [theirs.id],
              admin: [],
            }[role];
            expect(left?.sort()).toEqual(expected.sort());
          });

          it(`${role}: apply_pending_version${role === 'admin' ? '' : ' is refused'}`, async () => {
            const target = await published('youtube', `${role}의 적용 확인`);
            const proposal = (await propose(editor, target, { title: `${role}이 적용한 제목` }, 'youtube'))
              .data as Item;
            const { error, status } = await applyAsReviewed(as(role), proposal);
            const now = await read('youtube', target.id);
            if (role === 'admin') {
              expect(error).toBeNull();
              expect(now.title).toBe('admin이 적용한 제목');
              expect(now.version).toBe(2);
            } else {
              expect(status).toBe(refusedStatus(role));
              expect(error?.code).toBe('42501');
              expect(now.title).toBe(`${role}의 적용 확인`);
              expect(now.version).toBe(1);
            }
          });

          it(`${role}: discard_pending_version`, async () => {
            const target = await published('youtube', `${role}의 버리기 확인`);
            const mine = (await propose(editor, target, { title: '편집자 것' }, 'youtube')).data as Item;
            const theirs = (await propose(admin, target, { title: '관리자 것' }, 'youtube')).data as Item;
            const own = await as(role).rpc('discard_pending_version', { pending_id: mine.id });
            const others = await as(role).rpc('discard_pending_version', { pending_id: theirs.id });
            if (!isStaff(role)) {
              expect(own.status).toBe(refusedStatus(role));
              expect(others.status).toBe(refusedStatus(role));
            } else {
              expect(own.error).toBeNull();
              if (role === 'editor') expect(others.status).toBe(403);
              else expect(others.error).toBeNull();
            }
            const left = (
              await admin.from('pending_versions').select('id').eq('kind', 'youtube').eq('item_id', target.id)
            ).data?.map((row) => row.id);
            const expected = {
              anon: [mine.id, theirs.id],
              member: [mine.id, theirs.id],
              editor: [theirs.id],
              admin: [],
            }[role];
            expect(left?.sort()).toEqual(expected.sort());
          });
        }

        it('stays out of public reads', async () => {
          const { data } = await anon.from('youtube').select('title').eq('id', item.id);
          expect(data).toEqual([{ title: '권한 확인 영상' }]);
          const embedded = await anon.from('pending_versions').select('fields');
          expect(embedded.data).toBeNull();
          expect(embedded.status).toBe(401);
        });
      });
    });
  });
}
