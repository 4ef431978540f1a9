import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { GIF, PNG } from '../support/images';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

const TABLES = ['news', 'youtube', 'announcement', 'shareholders'] as const;
type Table = (typeof TABLES)[number];
type Item = Record<string, unknown>;

const draftRow = (table: Table, title: string): Item => {
  switch (table) {
    case 'news':
      return {
        title,
        content: '<p>초안 본문</p>',
        thumbnail: '/storage/v1/object/public/news-images/seed/plant.png',
      };
    case 'youtube':
      return { title, video_id: 'Zx9_-Zx9_-Z' };
    case 'announcement':
      return { title, content: '<p>공고 초안</p>' };
    case 'shareholders':
      return { title, content: '<p>소집 통지 초안</p>', meeting_date: '2027-03-26' };
  }
};

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/** Authorship, revisions and restoring them, and the audit log: what the editorial workflow keeps. */
export function editorialSuite(shared: SharedBackend): void {
  describe('the editorial workflow', () => {
    let anon: SupabaseClient;
    let member: SupabaseClient;
    let editor: SupabaseClient;
    let admin: SupabaseClient;
    const ids = { editor: '', admin: '' };

    beforeAll(async () => {
      const backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      member = client(backend.url, backend.anonKey);
      const signup = await member.auth.signUp({ email: 'reader@example.com', password: 'reader-password-1' });
      expect(signup.error).toBeNull();
      // A sign-up answers no session (as for an address already taken): the new user signs in.
      const signIn = await member.auth.signInWithPassword({
        email: 'reader@example.com',
        password: 'reader-password-1',
      });
      expect(signIn.error).toBeNull();
      ids.editor = (await editor.auth.getUser()).data.user?.id ?? '';
      ids.admin = (await admin.auth.getUser()).data.user?.id ?? '';
      expect(ids.editor).not.toBe('');
      expect(ids.admin).not.toBe('');
    });

    const read = async (table: Table, id: number): Promise<Item | undefined> =>
      ((await admin.from(table).select('*').eq('id', id)).data ?? [])[0];

    /** An item's revisions, newest first. */
    const history = async (table: Table, id: number): Promise<Item[]> => {
      const { data, error } = await admin
        .from('revisions')
        .select('*')
        .eq('kind', table)
        .eq('item_id', id)
        .order('id', { ascending: false });
      expect(error).toBeNull();
      return data ?? [];
    };

    const auditOf = async (kind: string, itemId: string): Promise<Item[]> => {
      const { data, error } = await admin
        .from('audit_log')
        .select('*')
        .eq('kind', kind)
        .eq('item_id', itemId)
        .order('id');
      expect(error).toBeNull();
      return data ?? [];
    };

    const editorDraft = async (table: Table, title: string, extra: Item = {}): Promise<Item> => {
      const { data, error } = await editor
        .from(table)
        .insert({ ...draftRow(table, title), status: 'draft', ...extra })
        .select()
        .single();
      expect(error).toBeNull();
      return data as Item;
    };

    const restore = (as: SupabaseClient, revisionId: unknown) =>
      as.rpc('restore_revision', { revision_id: revisionId });

    describe('authorship', () => {
      it('comes from the session, whatever the client sends', async () => {
        const draft = await editorDraft('news', '작성자 확인', {
          author_id: ids.admin,
          updated_by: ids.admin,
        });
        expect(draft.author_id).toBe(ids.editor);
        expect(draft.updated_by).toBeNull();

        const byAdmin = await admin
          .from('news')
          .update({ title: '관리자가 고침', author_id: ids.admin, updated_by: ids.editor, version: 2 })
          .eq('id', draft.id as number)
          .select()
          .single();
        expect(byAdmin.error).toBeNull();
        expect(byAdmin.data?.author_id).toBe(ids.editor);
        expect(byAdmin.data?.updated_by).toBe(ids.admin);

        const byEditor = await editor
          .from('news')
          .update({ title: '편집자가 다시 고침', version: 3 })
          .eq('id', draft.id as number)
          .select()
          .single();
        expect(byEditor.data?.updated_by).toBe(ids.editor);
        expect(byEditor.data?.author_id).toBe(ids.editor);
      });

      it('names the authors to staff only, never their addresses to the public', async () => {
        const draft = await editorDraft('news', '주소 확인');
        await admin
          .from('news')
          .update({ status: 'published', version: 2 })
          .eq('id', draft.id as number);
        const published = (
          await anon
            .from('news')
            .select('*')
            .eq('id', draft.id as number)
        ).data?.[0];
        expect(JSON.stringify(published)).not.toContain('@');
        for (const outsider of [anon, member]) {
          const listed = await outsider.rpc('staff_members');
          expect(listed.error?.code).toBe('42501');
          expect(listed.data).toBeNull();
        }
        for (const staff of [editor, admin]) {
          const { data, error } = await staff.rpc('staff_members');
          expect(error).toBeNull();
          expect(data).toEqual(
            expect.arrayContaining([
              { id: ids.editor, email: EDITOR.email, role: 'editor' },
              { id: ids.admin, email: ADMIN.email, role: 'admin' },
            ]),
          );
          expect((data as { email: string }[]).map((row) => row.email)).not.toContain('reader@example.com');
        }
      });
    });

    describe('revisions', () => {
      for (const table of TABLES) {
        it(`${table}: every update and delete keeps the version before it, with who made the change`, async () => {
          const v1 = await editorDraft(table, '첫 판');
          const id = v1.id as number;
          expect(
            (await editor.from(table).update({ title: '둘째 판', version: 2 }).eq('id', id)).error,
          ).toBeNull();
          // Saving without a change is no new revision.
          expect(
            (await editor.from(table).update({ title: '둘째 판', version: 3 }).eq('id', id)).error,
          ).toBeNull();
          const v2 = await read(table, id);
          const published = await admin
            .from(table)
            .update({ title: '셋째 판', status: 'published', version: 4 })
            .eq('id', id)
            .select()
            .single();
          expect(published.error).toBeNull();
          const v3 = published.data as Item;
          expect((await admin.from(table).delete().eq('id', id)).error).toBeNull();

          const revisions = await history(table, id);
          expect(revisions.map((revision) => revision.action)).toEqual(['delete', 'update', 'update']);
          expect(revisions.map((revision) => revision.fields)).toEqual([v3, v2, v1]);
          expect(revisions.map((revision) => revision.actor_email)).toEqual([
            ADMIN.email,
            ADMIN.email,
            EDITOR.email,
          ]);
          expect(revisions.map((revision) => revision.actor_id)).toEqual([ids.admin, ids.admin, ids.editor]);
          const times = revisions.map((revision) => Date.parse(String(revision.created_at)));
          expect(times).toEqual([...times].sort((a, b) => b - a));
          expect(Date.now() - (times[0] ?? 0)).toBeLessThan(60_000);
        });
      }

      it('staff read an item’s history; a signed-in non-staff user and anon do not', async () => {
        const draft = await editorDraft('announcement', '이력 읽기');
        await editor
          .from('announcement')
          .update({ title: '이력 읽기 2', version: 2 })
          .eq('id', draft.id as number);
        const query = (as: SupabaseClient) =>
          as
            .from('revisions')
            .select('action, fields')
            .eq('kind', 'announcement')
            .eq('item_id', draft.id as number);
        expect((await query(editor)).data).toEqual([{ action: 'update', fields: draft }]);
        expect((await query(admin)).data).toEqual([{ action: 'update', fields: draft }]);
        expect((await query(member)).data).toEqual([]);
        expect((await query(anon)).error?.code).toBe('42501');
      });

      it('an admin restores an earlier version (its content, never status or moment); the restore is itself a revision', async () => {
        const original = (
          await admin
            .from('news')
            .insert({ ...draftRow('news', '원래 제목'), published_at: inDays(-1) })
            .select()
            .single()
        ).data as Item;
        const id = original.id as number;
        const changed = (
          await admin
            .from('news')
            .update({ title: '바뀐 제목', content: '<p>바뀐 본문</p>', status: 'draft', version: 2 })
            .eq('id', id)
            .select()
            .single()
        ).data as Item;
        const [first] = await history('news', id);
        expect(first?.fields).toEqual(original);

        const restored = await restore(admin, first?.id);
        expect(restored.error).toBeNull();
        const row = await read('news', id);
        expect(restored.data).toEqual(row);
        expect(row).toMatchObject({
          id,
          title: '원래 제목',
          content: original.content,
          status: 'draft',
          created_at: original.created_at,
          author_id: ids.admin,
          updated_by: ids.admin,
          version: 3,
        });
        // The item's publication stays as it is now (a draft, its moment kept), whatever the version restored had.
        expect(Date.parse(String(row?.published_at))).toBe(Date.parse(String(changed.published_at)));
        expect((await anon.from('news').select('title').eq('id', id)).data).toEqual([]);

        const [latest] = await history('news', id);
        expect(latest).toMatchObject({ action: 'restore', fields: changed, actor_email: ADMIN.email });
        // Restoring the restore's revision undoes it.
        expect((await restore(admin, latest?.id)).error).toBeNull();
        expect(await read('news', id)).toMatchObject({ title: '바뀐 제목', status: 'draft' });
      });

      for (const table of TABLES) {
        it(`${table}: a deleted item comes back from its last revision, with its id, creation and author`, async () => {
          const draft = await editorDraft(table, '지웠다 되살릴 글');
          const id = draft.id as number;
          const published = (
            await admin.from(table).update({ status: 'published', version: 2 }).eq('id', id).select().single()
          ).data as Item;
          expect((await admin.from(table).delete().eq('id', id)).error).toBeNull();
          expect(await read(table, id)).toBeUndefined();

          const [deletion] = await history(table, id);
          expect(deletion).toMatchObject({ action: 'delete', fields: published });
          const restored = await restore(admin, deletion?.id);
          expect(restored.error).toBeNull();
          const row = await read(table, id);
          expect(restored.data).toEqual(row);
          expect(row).toMatchObject({
            ...published,
            updated_at: row?.updated_at,
            updated_by: ids.admin,
            version: 3, // after the version it had when deleted
          });
          expect(row?.author_id).toBe(ids.editor);
          expect((await anon.from(table).select('id').eq('id', id)).data).toEqual([{ id }]);

          const [latest] = await history(table, id);
          expect(latest).toMatchObject({ action: 'restore', fields: row, actor_id: ids.admin });
          // New items still get new ids.
          const next = await admin.from(table).insert(draftRow(table, '다음 글')).select('id').single();
          expect(next.data?.id as number).toBeGreaterThan(id);
        });
      }

      it('only an admin may restore: editors, signed-in users and anon are refused and nothing changes', async () => {
        const draft = await editorDraft('youtube', '복원 권한');
        const id = draft.id as number;
        await editor.from('youtube').update({ title: '복원 권한 2', version: 2 }).eq('id', id);
        const edited = await read('youtube', id);
        const [revision] = await history('youtube', id);
        for (const [as, status] of [
          [editor, 403],
          [member, 403],
          [anon, 401],
        ] as const) {
          const refused = await restore(as, revision?.id);
          expect(refused.status).toBe(status);
          expect(refused.error).toMatchObject({ code: '42501', message: 'permission denied' });
        }
        expect(await read('youtube', id)).toEqual(edited);
        expect(await history('youtube', id)).toEqual([revision]);

        // Nor may they bring back a deleted item.
        await admin.from('youtube').delete().eq('id', id);
        const [deletion] = await history('youtube', id);
        expect((await restore(editor, deletion?.id)).error?.code).toBe('42501');
        expect(await read('youtube', id)).toBeUndefined();
      });

      it('restoring a revision that does not exist is an error and changes nothing', async () => {
        const before = (await admin.from('revisions').select('id')).data?.length;
        const missing = await restore(admin, 2_000_000_000);
        expect(missing.error).toMatchObject({ code: 'P0002' });
        expect((await admin.from('revisions').select('id')).data?.length).toBe(before);
      });

      it('the API answers functions it does not have or does not expose, or arguments they do not take, with 404, and bad calls with 400, 406 or 401', async () => {
        const unknown = await admin.rpc('no_such_function');
        expect(unknown.status).toBe(404);
        expect(unknown.error?.code).toBe('PGRST202');
        // Only the public schema's functions: not the catalog's, nor the private helpers.
        const setConfig = await anon.rpc('set_config', {
          setting_name: 'role',
          new_value: 'service_role',
          is_local: true,
        });
        expect(setConfig.status).toBe(404);
        const helper = await admin.rpc('request_actor');
        expect(helper.status).toBe(404);
        const wrongArgument = await admin.rpc('restore_revision', { revision: 1 });
        expect(wrongArgument.status).toBe(404);
        expect(wrongArgument.error?.code).toBe('PGRST202');

        const backend = shared.get();
        const post = (body: string, headers: Record<string, string> = {}) =>
          fetch(`${backend.url}/rest/v1/rpc/restore_revision`, {
            method: 'POST',
            headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...headers },
            body,
          });
        for (const body of ['{not json', '[1]', '"1"']) {
          const answer = await post(body);
          expect(answer.status).toBe(400);
          expect(await answer.json()).toMatchObject({ code: 'PGRST102' });
        }
        const otherSchema = await post('{"revision_id":1}', { 'content-profile': 'private' });
        expect(otherSchema.status).toBe(406);
        const forged = await post('{"revision_id":1}', { authorization: 'Bearer not-a-token' });
        expect(forged.status).toBe(401);
      });
    });

    describe('the audit log', () => {
      it('records every action on content: who, what, which item and when', async () => {
        const started = Date.now();
        const draft = await editorDraft('shareholders', '감사 기록');
        const id = draft.id as number;
        const steps: [SupabaseClient, Item][] = [
          [editor, { title: '감사 기록 수정' }],
          [editor, { status: 'published' }], // refused: an editor may not publish, and nothing is recorded
          [admin, { status: 'published' }],
          [admin, { status: 'draft' }],
          [admin, { status: 'published', published_at: inDays(1) }],
          [admin, { published_at: inDays(2) }],
          [admin, { content: '<p>본문만 고침</p>' }],
        ];
        for (const [as, change] of steps) {
          const version = Number((await read('shareholders', id))?.version) + 1;
          await as
            .from('shareholders')
            .update({ ...change, version })
            .eq('id', id);
        }
        await admin.from('shareholders').delete().eq('id', id);
        const [deletion] = await history('shareholders', id);
        expect((await restore(admin, deletion?.id)).error).toBeNull();

        const entries = await auditOf('shareholders', String(id));
        expect(entries.map((entry) => [entry.action, entry.actor_email])).toEqual([
          ['insert', EDITOR.email],
          ['update', EDITOR.email],
          ['publish', ADMIN.email],
          ['unpublish', ADMIN.email],
          ['schedule', ADMIN.email],
          ['schedule', ADMIN.email],
          ['update', ADMIN.email],
          ['delete', ADMIN.email],
          ['restore', ADMIN.email],
        ]);
        for (const entry of entries) {
          expect(entry.actor_id).toBe(entry.actor_email === ADMIN.email ? ids.admin : ids.editor);
          expect(entry.title).toMatch(/^감사 기록/);
          expect(Date.parse(String(entry.at))).toBeGreaterThanOrEqual(started - 5_000);
        }
        expect(entries[0]?.detail).toMatchObject({ status: 'draft' });
        expect(entries[1]?.detail).toMatchObject({ changed: ['title'] });
        expect(entries[6]?.detail).toMatchObject({ changed: ['content'] });
      });

      it('records every upload, replacement and removal in the bucket', async () => {
        const name = `news/audit-${randomUUID()}.png`;
        expect(
          (await editor.storage.from('news-images').upload(name, PNG, { contentType: 'image/png' })).error,
        ).toBeNull();
        const refused = await member.storage
          .from('news-images')
          .upload(name, GIF, { contentType: 'image/gif', upsert: true });
        expect(refused.error).not.toBeNull();
        expect(
          (
            await admin.storage
              .from('news-images')
              .upload(name, GIF, { contentType: 'image/gif', upsert: true })
          ).error,
        ).toBeNull();
        expect((await admin.storage.from('news-images').remove([name])).data).toHaveLength(1);

        const entries = await auditOf('storage', `news-images/${name}`);
        expect(entries.map((entry) => [entry.action, entry.actor_email, entry.title])).toEqual([
          ['upload', EDITOR.email, name],
          ['upload', ADMIN.email, name],
          ['remove', ADMIN.email, name],
        ]);
        expect(entries[0]?.detail).toMatchObject({
          bucket: 'news-images',
          mimetype: 'image/png',
          replaced: false,
        });
        expect(entries[1]?.detail).toMatchObject({ mimetype: 'image/gif', replaced: true });
        expect(entries[2]?.actor_id).toBe(ids.admin);
      });
    });
  });
}
