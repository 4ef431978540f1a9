import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { GIF, PNG } from '../support/images';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

const TABLES = ['news', 'youtube', 'announcement', 'shareholders'] as const;
type Table = (typeof TABLES)[number];

const newRow = (table: Table, title: string): Record<string, unknown> => {
  switch (table) {
    case 'news':
      return {
        title,
        content: '<h2>본문</h2><p>내용</p>',
        thumbnail: '/storage/v1/object/public/news-images/seed/plant.png',
      };
    case 'youtube':
      return { title, video_id: 'Zx9_-Zx9_-Z' };
    case 'announcement':
      return { title, content: '<p>공고 내용</p>' };
    case 'shareholders':
      return { title, content: '<p>소집 통지</p>', meeting_date: '2026-03-27' };
  }
};

const ROLES = ['anon', 'member', 'editor', 'admin'] as const;
type Role = (typeof ROLES)[number];
const STATES = ['draft', 'scheduled', 'published'] as const;
type State = (typeof STATES)[number];

/** A moment a day ahead: an item published for then is scheduled. */
const tomorrow = (): string => new Date(Date.now() + 86_400_000).toISOString();

const stateColumns = (state: State): Record<string, unknown> => {
  switch (state) {
    case 'draft':
      return { status: 'draft' };
    case 'scheduled':
      return { status: 'published', published_at: tomorrow() };
    case 'published':
      return { status: 'published' };
  }
};

type Item = Record<string, unknown>;
const isPublic = (row: Item): boolean =>
  row.status === 'published' && Date.parse(String(row.published_at)) <= Date.now();

const isStaff = (role: Role): boolean => role === 'editor' || role === 'admin';
/** Admins write anything; editors create and edit drafts only. */
const mayWrite = (role: Role, state: State): boolean =>
  role === 'admin' || (role === 'editor' && state === 'draft');
const deniedStatus = (role: Role): number => (role === 'anon' ? 401 : 403);

/**
 * Admin writes, and anon × a signed-in non-staff user × an editor × an admin against every table (its
 * items in every state), the revisions and the audit log, and the bucket.
 */
export function permissionsSuite(shared: SharedBackend): void {
  describe('permissions', () => {
    let backend: RunningBackend;
    const clients = {} as Record<Role, SupabaseClient>;

    beforeAll(async () => {
      backend = shared.get();
      clients.anon = client(backend.url, backend.anonKey);
      clients.admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      clients.editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      const member = client(backend.url, backend.anonKey);
      // The user asks to be an admin in the metadata it controls; that must not make it one.
      const signup = await member.auth.signUp({
        email: 'member@example.com',
        password: 'member-password-1',
        options: { data: { role: 'admin' } },
      });
      expect(signup.error).toBeNull();
      expect(signup.data.user?.app_metadata.role).toBeUndefined();
      // A sign-up answers no session (as for an address already taken): the new user signs in.
      const signIn = await member.auth.signInWithPassword({
        email: 'member@example.com',
        password: 'member-password-1',
      });
      expect(signIn.error).toBeNull();
      expect(signIn.data.user?.app_metadata.role).toBeUndefined();
      clients.member = member;
    });

    /** What the admin sees of a table: the ground truth to compare against. */
    const snapshot = async (table: Table) =>
      (await clients.admin.from(table).select('*').order('id')).data ?? [];

    describe('admin writes', () => {
      for (const table of TABLES) {
        it(`${table}: insert, update and delete with return=representation`, async () => {
          const admin = clients.admin;
          const inserted = await admin.from(table).insert(newRow(table, '관리자 작성')).select().single();
          expect(inserted.error).toBeNull();
          expect(inserted.status).toBe(201);
          const id = inserted.data?.id as number;
          expect(inserted.data?.title).toBe('관리자 작성');

          const updated = await admin
            .from(table)
            .update({ title: '관리자 수정', version: 2 })
            .eq('id', id)
            .select('id, title');
          expect(updated.error).toBeNull();
          expect(updated.status).toBe(200);
          expect(updated.data).toEqual([{ id, title: '관리자 수정' }]);

          const deleted = await admin.from(table).delete().eq('id', id).select('id');
          expect(deleted.error).toBeNull();
          expect(deleted.data).toEqual([{ id }]);
          expect((await admin.from(table).select('id').eq('id', id)).data).toEqual([]);
        });
      }

      it('the database rejects what the validation rules forbid (400, the constraint named)', async () => {
        const admin = clients.admin;
        const badVideo = await admin.from('youtube').insert({ title: '영상', video_id: 'short' });
        expect(badVideo.status).toBe(400);
        expect(badVideo.error?.code).toBe('23514');
        // A published item needs what its public page shows: the refusal names the missing fields.
        const emptyBody = await admin
          .from('news')
          .insert({ title: '제목', content: '<p>  </p>', thumbnail: '/x.png', status: 'published' });
        expect(emptyBody.error?.code).toBe('PT422');
        expect(JSON.parse(emptyBody.error?.details ?? '{}')).toEqual({ missing: ['content'] });
        const blankTitle = await admin.from('announcement').insert({ title: '   ', content: '<p>내용</p>' });
        expect(blankTitle.error?.code).toBe('23514');
        const longTitle = await admin.from('shareholders').insert({ title: '가'.repeat(301) });
        expect(longTitle.error?.code).toBe('23514');
        const missing = await admin
          .from('news')
          .insert({ title: '썸네일 없음', content: '<p>x</p>', status: 'published' });
        expect(missing.error?.code).toBe('PT422');
        expect(JSON.parse(missing.error?.details ?? '{}')).toEqual({ missing: ['thumbnail'] });
      });

      it('bucket: upload, replace with upsert, list and remove', async () => {
        const bucket = clients.admin.storage.from('news-images');
        const path = `news/${randomUUID()}.png`;
        expect((await bucket.upload(path, PNG, { contentType: 'image/png' })).error).toBeNull();
        const again = await bucket.upload(path, PNG, { contentType: 'image/png' });
        expect(again.error).toMatchObject({ statusCode: '409' });
        const replaced = await bucket.upload(path, GIF, { contentType: 'image/gif', upsert: true });
        expect(replaced.error).toBeNull();
        const served = await fetch(bucket.getPublicUrl(path).data.publicUrl);
        expect(served.headers.get('content-type')).toBe('image/gif');
        expect(Buffer.from(await served.arrayBuffer()).equals(GIF)).toBe(true);

        const listed = await bucket.list('news', { limit: 1000 });
        expect(listed.error).toBeNull();
        expect(listed.data?.map((entry) => entry.name)).toContain(path.slice('news/'.length));
        const root = await bucket.list();
        expect(
          root.data
            ?.filter((entry) => entry.id === null)
            .map((entry) => entry.name)
            .sort(),
        ).toEqual(['news', 'seed']);

        const removed = await bucket.remove([path]);
        expect(removed.error).toBeNull();
        expect(removed.data?.map((entry) => entry.name)).toEqual([path]);
        const after = await fetch(bucket.getPublicUrl(path).data.publicUrl);
        expect(after.status).toBe(400);
        expect(await after.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
      });
    });

    describe('the permission matrix', () => {
      /** Items the matrix made, removed again after it so that the later suites find the tables as before. */
      const made: { table: Table; id: number }[] = [];

      const adminMakes = async (table: Table, state: State): Promise<number> => {
        const { data, error } = await clients.admin
          .from(table)
          .insert({ ...newRow(table, `${state} 항목`), ...stateColumns(state) })
          .select('id')
          .single();
        expect(error).toBeNull();
        const id = data?.id as number;
        made.push({ table, id });
        return id;
      };

      const adminReads = async (table: Table, id: number): Promise<Item | undefined> =>
        ((await clients.admin.from(table).select('*').eq('id', id)).data ?? [])[0];

      beforeAll(async () => {
        // Every table holds an item in every state while the roles read it.
        for (const table of TABLES) for (const state of STATES) await adminMakes(table, state);
      });

      afterAll(async () => {
        for (const { table, id } of made) await clients.admin.from(table).delete().eq('id', id);
      });

      for (const role of ROLES) {
        for (const table of TABLES) {
          it(`${role} reads ${isStaff(role) ? 'every item' : 'only the public items'} of ${table}`, async () => {
            const all = await snapshot(table);
            expect(all.some((row) => !isPublic(row))).toBe(true); // drafts and scheduled items exist
            const expected = isStaff(role) ? all : all.filter(isPublic);
            const { data, error } = await clients[role].from(table).select('*').order('id');
            expect(error).toBeNull();
            expect(data).toEqual(expected);
            const counted = await clients[role].from(table).select('*', { count: 'exact', head: true });
            expect(counted.count).toBe(expected.length);
          });

          for (const state of STATES) {
            const may = mayWrite(role, state);
            it(`${role} ${may ? 'may' : 'may not'} insert a ${state} item into ${table}`, async () => {
              const before = await snapshot(table);
              const { data, error, status } = await clients[role]
                .from(table)
                .insert({ ...newRow(table, `${role}의 ${state} 글`), ...stateColumns(state) })
                .select('id, status');
              const after = await snapshot(table);
              if (may) {
                expect(error).toBeNull();
                expect(status).toBe(201);
                const id = data?.[0]?.id as number;
                made.push({ table, id });
                expect(after).toHaveLength(before.length + 1);
                const row = after.find((item) => item.id === id);
                expect(row?.status).toBe(state === 'draft' ? 'draft' : 'published');
                expect(isPublic(row ?? {})).toBe(state === 'published');
              } else {
                expect(status).toBe(deniedStatus(role));
                expect(error?.code).toBe('42501');
                expect(after).toEqual(before);
              }
            });

            it(`${role} ${may ? 'may' : 'may not'} update a ${state} item of ${table}`, async () => {
              const id = await adminMakes(table, state);
              const before = await adminReads(table, id);
              const { error } = await clients[role]
                .from(table)
                .update({ title: `${role}가 바꾼 제목`, version: Number(before?.version) + 1 })
                .eq('id', id);
              expect(error).toBeNull(); // rows the policies hide or refuse are silently not updated, as in PostgREST
              const after = await adminReads(table, id);
              if (may) {
                expect(after?.title).toBe(`${role}가 바꾼 제목`);
                expect(after?.status).toBe(before?.status);
              } else {
                expect(after).toEqual(before);
              }
            });

            it(`${role} ${role === 'admin' ? 'may' : 'may not'} delete a ${state} item of ${table}`, async () => {
              const id = await adminMakes(table, state);
              const before = await adminReads(table, id);
              const { error } = await clients[role].from(table).delete().eq('id', id);
              expect(error).toBeNull();
              const after = await adminReads(table, id);
              if (role === 'admin') expect(after).toBeUndefined();
              else expect(after).toEqual(before);
            });
          }
        }
      }

      describe('an editor never publishes', () => {
        for (const table of TABLES) {
          it(`${table}: publishing or scheduling a draft is refused, the draft stays as it was`, async () => {
            const id = await adminMakes(table, 'draft');
            const before = await adminReads(table, id);
            const version = Number(before?.version) + 1;
            const publish = await clients.editor
              .from(table)
              .update({ status: 'published', version })
              .eq('id', id);
            expect(publish.status).toBe(403);
            expect(publish.error?.code).toBe('42501');
            const schedule = await clients.editor
              .from(table)
              .update({ status: 'published', published_at: tomorrow(), version })
              .eq('id', id);
            expect(schedule.error?.code).toBe('42501');
            expect(await adminReads(table, id)).toEqual(before);
          });

          it(`${table}: unpublishing or rescheduling a published item changes nothing`, async () => {
            const id = await adminMakes(table, 'published');
            const before = await adminReads(table, id);
            const unpublish = await clients.editor.from(table).update({ status: 'draft' }).eq('id', id);
            expect(unpublish.error).toBeNull();
            const reschedule = await clients.editor
              .from(table)
              .update({ published_at: tomorrow() })
              .eq('id', id);
            expect(reschedule.error).toBeNull();
            expect(await adminReads(table, id)).toEqual(before);
          });

          it(`${table}: a draft's other fields are the editor's to change, its moment is not`, async () => {
            const id = await adminMakes(table, 'draft');
            const before = await adminReads(table, id);
            const { data, error } = await clients.editor
              .from(table)
              .update({ title: '편집자 수정', published_at: tomorrow(), version: 2 })
              .eq('id', id)
              .select('title, status, published_at');
            expect(error).toBeNull();
            expect(data).toHaveLength(1);
            expect(data?.[0]?.title).toBe('편집자 수정');
            expect(data?.[0]?.status).toBe('draft');
            // The publication moment is an admin's to choose (or the database's): the editor's is ignored.
            expect(Date.parse(String(data?.[0]?.published_at))).toBe(
              Date.parse(String(before?.published_at)),
            );
          });
        }
      });

      describe('revisions and the audit log', () => {
        const readable = {
          revisions: (role: Role) => isStaff(role),
          audit_log: (role: Role) => role === 'admin',
        };

        /** What the service sees: the admin reads all of both. */
        const everything = async (table: 'revisions' | 'audit_log') =>
          (await clients.admin.from(table).select('*').order('id')).data ?? [];

        beforeAll(async () => {
          // At least one revision and one audit entry exist (the matrix's updates and deletes wrote them).
          expect((await everything('revisions')).length).toBeGreaterThan(0);
          expect((await everything('audit_log')).length).toBeGreaterThan(0);
        });

        for (const table of ['revisions', 'audit_log'] as const) {
          for (const role of ROLES) {
            const mayRead = readable[table](role);
            it(`${role} ${mayRead ? 'reads every' : 'reads no'} row of ${table}`, async () => {
              const { data, error, status } = await clients[role].from(table).select('*').order('id');
              if (mayRead) {
                expect(error).toBeNull();
                expect(data).toEqual(await everything(table));
              } else if (role === 'anon') {
                // Not even the table is open to visitors.
                expect(status).toBe(401);
                expect(error?.code).toBe('42501');
              } else {
                expect(error).toBeNull();
                expect(data).toEqual([]);
              }
            });

            it(`${role} may not insert into, update or delete from ${table}`, async () => {
              const before = await everything(table);
              const first = before[0] as Item;
              const row: Item =
                table === 'revisions'
                  ? { kind: 'news', item_id: 1, fields: {}, action: 'update' }
                  : { action: 'insert', kind: 'news', item_id: '1', title: '위조' };
              const inserted = await clients[role].from(table).insert(row);
              expect(inserted.status).toBe(deniedStatus(role));
              expect(inserted.error?.code).toBe('42501');
              const updated = await clients[role]
                .from(table)
                .update(table === 'revisions' ? { fields: {} } : { title: '위조' })
                .eq('id', first.id as number);
              expect(updated.status).toBe(deniedStatus(role));
              expect(updated.error?.code).toBe('42501');
              const deleted = await clients[role]
                .from(table)
                .delete()
                .eq('id', first.id as number);
              expect(deleted.status).toBe(deniedStatus(role));
              expect(deleted.error?.code).toBe('42501');
              const after = await everything(table);
              expect(after.slice(0, before.length)).toEqual(before);
            });
          }
        }
      });

      for (const role of ROLES) {
        // Anyone downloads an object by its public URL; only staff list the bucket or download through the
        // authenticated path (row-level security: a refused select lists nothing, as storage-api answers).
        it(`${role} downloads by the public URL${isStaff(role) ? ', lists the bucket and downloads as themselves' : ' but may neither list the bucket nor download through the authenticated path'}`, async () => {
          const bucket = clients[role].storage.from('news-images');
          const response = await fetch(bucket.getPublicUrl('seed/plant.png').data.publicUrl);
          expect(response.status).toBe(200);
          const downloaded = await bucket.download('seed/plant.png');
          const listed = await bucket.list('seed');
          const root = await bucket.list('', { limit: 1000 });
          if (isStaff(role)) {
            expect(downloaded.error).toBeNull();
            expect(listed.data?.map((entry) => entry.name)).toContain('plant.png');
            expect(root.data?.map((entry) => entry.name)).toContain('seed');
          } else {
            expect(downloaded.error).toMatchObject({ statusCode: '404' });
            expect(listed.error).toBeNull();
            expect(listed.data).toEqual([]);
            expect(root.data).toEqual([]);
          }
        });

        const mayUpload = isStaff(role);
        const mayReplace = role === 'admin';
        it(`${role} ${mayUpload ? 'may' : 'may not'} upload, ${mayReplace ? 'may' : 'may not'} replace and remove in the bucket`, async () => {
          const bucket = clients[role].storage.from('news-images');
          const adminBucket = clients.admin.storage.from('news-images');
          const path = `news/${role}-${randomUUID()}.png`;
          const uploaded = await bucket.upload(path, PNG, { contentType: 'image/png' });
          // An upsert of a name that does not exist yet is an upload, not a replacement.
          const upsertPath = `news/${role}-upsert-${randomUUID()}.png`;
          const upserted = await bucket.upload(upsertPath, PNG, { contentType: 'image/png', upsert: true });
          const existing = `news/existing-${randomUUID()}.png`;
          expect((await adminBucket.upload(existing, PNG, { contentType: 'image/png' })).error).toBeNull();
          const replaced = await bucket.upload(existing, GIF, { contentType: 'image/gif', upsert: true });
          const removed = await bucket.remove([existing]);
          const stillThere = await fetch(adminBucket.getPublicUrl(existing).data.publicUrl);
          const uploadedThere = await fetch(adminBucket.getPublicUrl(path).data.publicUrl);
          const upsertedThere = await fetch(adminBucket.getPublicUrl(upsertPath).data.publicUrl);
          if (mayUpload) {
            expect(uploaded.error).toBeNull();
            expect(uploadedThere.status).toBe(200);
            expect(upserted.error).toBeNull();
            expect(upsertedThere.status).toBe(200);
          } else {
            expect(uploaded.error).toMatchObject({ statusCode: '403', status: 400 });
            expect(uploadedThere.status).toBe(400);
            expect(upserted.error).toMatchObject({ statusCode: '403' });
            expect(upsertedThere.status).toBe(400);
          }
          if (mayReplace) {
            expect(replaced.error).toBeNull();
            expect(removed.data).toHaveLength(1);
            expect(stillThere.status).toBe(400);
          } else {
            expect(replaced.error).toMatchObject({ statusCode: '403' });
            expect(removed.data).toEqual([]);
            expect(stillThere.status).toBe(200);
            expect(Buffer.from(await stillThere.arrayBuffer()).equals(PNG)).toBe(true);
          }
        });
      }
    });
  });
}
