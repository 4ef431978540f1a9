import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { GIF, PNG } from '../support/images';
import type { SharedBackend } from '../support/shared';

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

type Role = 'anon' | 'member' | 'admin';

/** Admin writes, and anon × a signed-in non-admin × admin against every table and the bucket. */
export function permissionsSuite(shared: SharedBackend): void {
  describe('permissions', () => {
    let backend: RunningBackend;
    const clients = {} as Record<Role, SupabaseClient>;

    beforeAll(async () => {
      backend = shared.get();
      clients.anon = client(backend.url, backend.anonKey);
      clients.admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      const member = client(backend.url, backend.anonKey);
      // The user asks to be an admin in the metadata it controls; that must not make it one.
      const signup = await member.auth.signUp({
        email: 'member@example.com',
        password: 'member-password-1',
        options: { data: { role: 'admin' } },
      });
      expect(signup.error).toBeNull();
      expect(signup.data.user?.app_metadata.role).toBeUndefined();
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
            .update({ title: '관리자 수정' })
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
        const emptyBody = await admin
          .from('news')
          .insert({ title: '제목', content: '<p>  </p>', thumbnail: '/x.png' });
        expect(emptyBody.error?.code).toBe('23514');
        const blankTitle = await admin.from('announcement').insert({ title: '   ', content: '<p>내용</p>' });
        expect(blankTitle.error?.code).toBe('23514');
        const longTitle = await admin.from('shareholders').insert({ title: '가'.repeat(301) });
        expect(longTitle.error?.code).toBe('23514');
        const missing = await admin.from('news').insert({ title: '썸네일 없음', content: '<p>x</p>' });
        expect(missing.error?.code).toBe('23502');
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
      for (const role of ['anon', 'member', 'admin'] as const) {
        const allowed = role === 'admin';
        const deniedStatus = role === 'anon' ? 401 : 403;
        for (const table of TABLES) {
          it(`${role} reads ${table}`, async () => {
            const { data, error } = await clients[role].from(table).select('*').order('id');
            expect(error).toBeNull();
            expect(data).toEqual(await snapshot(table));
          });

          it(`${role} ${allowed ? 'may' : 'may not'} insert into ${table}`, async () => {
            const before = await snapshot(table);
            const { error, status } = await clients[role].from(table).insert(newRow(table, `${role}의 글`));
            const after = await snapshot(table);
            if (allowed) {
              expect(error).toBeNull();
              expect(status).toBe(201);
              expect(after).toHaveLength(before.length + 1);
            } else {
              expect(status).toBe(deniedStatus);
              expect(error?.code).toBe('42501');
              expect(after).toEqual(before);
            }
          });

          it(`${role} ${allowed ? 'may' : 'may not'} update ${table}`, async () => {
            const before = await snapshot(table);
            const id = before[0]?.id as number;
            const { error } = await clients[role]
              .from(table)
              .update({ title: `${role}가 바꾼 제목` })
              .eq('id', id);
            expect(error).toBeNull(); // rows hidden by RLS are silently not updated, as in PostgREST
            const after = await snapshot(table);
            if (allowed) expect(after.find((row) => row.id === id)?.title).toBe(`${role}가 바꾼 제목`);
            else expect(after).toEqual(before);
          });

          it(`${role} ${allowed ? 'may' : 'may not'} delete from ${table}`, async () => {
            const before = await snapshot(table);
            const id = before[before.length - 1]?.id as number;
            const { error } = await clients[role].from(table).delete().eq('id', id);
            expect(error).toBeNull();
            const after = await snapshot(table);
            if (allowed) expect(after.map((row) => row.id)).not.toContain(id);
            else expect(after).toEqual(before);
          });
        }

        it(`${role} reads the bucket`, async () => {
          const bucket = clients[role].storage.from('news-images');
          const response = await fetch(bucket.getPublicUrl('seed/plant.png').data.publicUrl);
          expect(response.status).toBe(200);
          const downloaded = await bucket.download('seed/plant.png');
          expect(downloaded.error).toBeNull();
          const listed = await bucket.list('seed');
          expect(listed.data?.map((entry) => entry.name)).toContain('plant.png');
        });

        it(`${role} ${allowed ? 'may' : 'may not'} upload, replace and remove in the bucket`, async () => {
          const bucket = clients[role].storage.from('news-images');
          const adminBucket = clients.admin.storage.from('news-images');
          const path = `news/${role}-${randomUUID()}.png`;
          const uploaded = await bucket.upload(path, PNG, { contentType: 'image/png' });
          const existing = `news/existing-${randomUUID()}.png`;
          expect((await adminBucket.upload(existing, PNG, { contentType: 'image/png' })).error).toBeNull();
          const replaced = await bucket.upload(existing, GIF, { contentType: 'image/gif', upsert: true });
          const removed = await bucket.remove([existing]);
          const stillThere = await fetch(adminBucket.getPublicUrl(existing).data.publicUrl);
          const uploadedThere = await fetch(adminBucket.getPublicUrl(path).data.publicUrl);
          if (allowed) {
            expect(uploaded.error).toBeNull();
            expect(replaced.error).toBeNull();
            expect(removed.data).toHaveLength(1);
            expect(stillThere.status).toBe(400);
            expect(uploadedThere.status).toBe(200);
          } else {
            expect(uploaded.error).toMatchObject({ statusCode: '403', status: 400 });
            expect(replaced.error).toMatchObject({ statusCode: '403' });
            expect(removed.data).toEqual([]);
            expect(stillThere.status).toBe(200);
            expect(Buffer.from(await stillThere.arrayBuffer()).equals(PNG)).toBe(true);
            expect(uploadedThere.status).toBe(400);
          }
        });
      }
    });
  });
}
