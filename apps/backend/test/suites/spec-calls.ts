import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { PNG } from '../support/images';
import type { SharedBackend } from '../support/shared';

/** Every call of the specification's call table (section 7), through the real supabase-js client. */
export function specCallsSuite(shared: SharedBackend): void {
  describe("the specification's calls", () => {
    let backend: RunningBackend;
    let anon: SupabaseClient;
    let admin: SupabaseClient;

    beforeAll(async () => {
      backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
    });

    it('home news: the latest three news, newest first', async () => {
      const { data, error } = await anon
        .from('news')
        .select('*')
        .order('created_at', { ascending: false })
        .limit(3);
      expect(error).toBeNull();
      expect(data?.map((row) => row.title)).toEqual([
        '세 번째 소식: 품질 인증 획득',
        '두 번째 소식: 신규 생산라인 가동',
        '첫 번째 소식: 창립 기념식',
      ]);
      expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(
        [
          'author_id',
          'content',
          'content_en',
          'created_at',
          'id',
          'published_at',
          'status',
          'thumbnail',
          'thumbnail_alt',
          'thumbnail_alt_en',
          'title',
          'title_en',
          'updated_at',
          'updated_by',
          'version',
        ].sort(),
      );
    });

    it('seed ids ascend with the dates', async () => {
      const { data } = await anon.from('news').select('id, created_at').order('id');
      const dates = (data ?? []).map((row) => Date.parse(row.created_at as string));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    });

    it('seed rows went out when they were written: the date visitors see is their created_at', async () => {
      for (const table of ['news', 'youtube', 'announcement', 'shareholders']) {
        const { data } = await anon.from(table).select('created_at, published_at').order('id').limit(5);
        expect(data?.length, table).toBeGreaterThan(0);
        for (const row of data ?? []) {
          expect(Date.parse(row.published_at as string), table).toBe(Date.parse(row.created_at as string));
        }
      }
    });

    it('home shareholders: the latest notice', async () => {
      const { data, error } = await anon
        .from('shareholders')
        .select('*')
        .order('created_at', { ascending: false })
        .limit(1);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(data?.[0]?.title).toBe('제20기 정기 주주총회 소집 공고');
      expect(data?.[0]?.meeting_date).toBe('2026-03-27');
    });

    it('news by id, as a single row', async () => {
      const { data, error, status } = await anon.from('news').select('*').eq('id', 2).single();
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data?.title).toBe('두 번째 소식: 신규 생산라인 가동');
      expect(data?.content).toContain('<img src="/storage/v1/object/public/news-images/seed/plant.png"');
    });

    it('news by an id that does not exist: PGRST116 with 406', async () => {
      const { data, error, status } = await anon.from('news').select('*').eq('id', 999999).single();
      expect(data).toBeNull();
      expect(status).toBe(406);
      expect(error?.code).toBe('PGRST116');
      expect(error?.details).toBe('The result contains 0 rows');
    });

    it('previous and next news by id', async () => {
      const previous = await anon
        .from('news')
        .select('id, title, thumbnail')
        .lt('id', 2)
        .order('id', { ascending: false })
        .limit(1);
      const next = await anon
        .from('news')
        .select('id, title, thumbnail')
        .gt('id', 2)
        .order('id', { ascending: true })
        .limit(1);
      expect(previous.data).toEqual([expect.objectContaining({ id: 1, title: '첫 번째 소식: 창립 기념식' })]);
      expect(Object.keys(previous.data?.[0] ?? {})).toEqual(['id', 'title', 'thumbnail']);
      expect(next.data?.[0]?.id).toBe(3);
      const none = await anon
        .from('news')
        .select('id, title, thumbnail')
        .lt('id', 1)
        .order('id', { ascending: false })
        .limit(1);
      expect(none.data).toEqual([]);
    });

    it('video by id, previous and next video', async () => {
      const video = await anon.from('youtube').select('*').eq('id', 1).single();
      expect(video.data?.video_id).toBe('dQw4w9WgXcQ');
      const next = await anon
        .from('youtube')
        .select('id, title, video_id')
        .gt('id', 1)
        .order('id', { ascending: true })
        .limit(1);
      expect(next.data).toEqual([{ id: 2, title: '공장 견학', video_id: 'aBcDeFgHiJk' }]);
      const previous = await anon
        .from('youtube')
        .select('id, title, video_id')
        .lt('id', 2)
        .order('id', { ascending: false })
        .limit(1);
      expect(previous.data?.[0]?.id).toBe(1);
    });

    it('announcement by id', async () => {
      const { data, error } = await anon.from('announcement').select('*').eq('id', 1).single();
      expect(error).toBeNull();
      expect(data?.title).toBe('결산 공고');
    });

    it('update news: title, thumbnail and content by id (admin)', async () => {
      const before = await anon.from('news').select('*').eq('id', 1).single();
      const { error, status } = await admin
        .from('news')
        .update({
          title: '수정된 제목',
          thumbnail: '/storage/v1/object/public/news-images/seed/plant.png',
          content: '<p>수정된 본문</p>',
          version: before.data?.version + 1,
        })
        .eq('id', 1);
      expect(error).toBeNull();
      expect(status).toBe(204);
      const after = await anon.from('news').select('*').eq('id', 1).single();
      expect(after.data?.title).toBe('수정된 제목');
      expect(after.data?.content).toBe('<p>수정된 본문</p>');
      expect(Date.parse(after.data?.updated_at)).toBeGreaterThan(Date.parse(before.data?.updated_at));
    });

    it('delete news by id (admin)', async () => {
      const created = await admin
        .from('news')
        .insert({ title: '지울 글', content: '<p>곧 지웁니다</p>', thumbnail: '/x.png' })
        .select('id')
        .single();
      expect(created.error).toBeNull();
      const id = created.data?.id as number;
      const { error, status } = await admin.from('news').delete().eq('id', id);
      expect(error).toBeNull();
      expect(status).toBe(204);
      const gone = await anon.from('news').select('*').eq('id', id).maybeSingle();
      expect(gone.data).toBeNull();
      expect(gone.error).toBeNull();
    });

    it('image upload to news/{uuid}.png, then its public URL serves the bytes', async () => {
      const path = `news/${randomUUID()}.png`;
      const bucket = admin.storage.from('news-images');
      const { data, error } = await bucket.upload(path, PNG, { contentType: 'image/png' });
      expect(error).toBeNull();
      expect(data?.path).toBe(path);
      expect(data?.fullPath).toBe(`news-images/${path}`);
      const { publicUrl } = bucket.getPublicUrl(path).data;
      expect(publicUrl).toBe(`${backend.url}/storage/v1/object/public/news-images/${path}`);
      const response = await fetch(publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('image upload of a File (multipart), as the browser sends it', async () => {
      const path = `news/${randomUUID()}.png`;
      const file = new File([PNG], 'photo.png', { type: 'image/png' });
      const { error } = await admin.storage.from('news-images').upload(path, file);
      expect(error).toBeNull();
      const response = await fetch(admin.storage.from('news-images').getPublicUrl(path).data.publicUrl);
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('seed images are in the bucket at seed/<file name>', async () => {
      const response = await fetch(`${backend.url}/storage/v1/object/public/news-images/seed/plant.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    });

    it('admin login: a success, and a failure with invalid_credentials', async () => {
      const auth = client(backend.url, backend.anonKey).auth;
      const ok = await auth.signInWithPassword({ email: ADMIN.email, password: ADMIN.password });
      expect(ok.error).toBeNull();
      expect(ok.data.session?.expires_in).toBe(3600);
      expect(ok.data.user?.app_metadata.role).toBe('admin');
      const wrong = await auth.signInWithPassword({ email: ADMIN.email, password: 'not-the-password' });
      expect(wrong.data.session).toBeNull();
      expect(wrong.error?.status).toBe(400);
      expect(wrong.error?.code).toBe('invalid_credentials');
    });
  });
}
