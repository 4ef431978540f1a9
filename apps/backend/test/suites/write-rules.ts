import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, fixturesDir, type RunningBackend, startBackend } from '../support/backend';
import { signedIn } from '../support/clients';
import { EDITOR } from '../support/staff';
import type { Target } from '../support/targets';

const TABLES = ['news', 'youtube', 'announcement', 'shareholders'] as const;
const ROWS: Record<(typeof TABLES)[number], Record<string, unknown>> = {
  news: { content: '<p>본문</p>', thumbnail: '/t.png' },
  youtube: { video_id: 'dQw4w9WgXcQ' },
  announcement: { content: '<p>공고 본문</p>' },
  shareholders: { content: '<p>소집 통지</p>' },
};
const FORGED = {
  created_at: '2099-12-31T00:00:00+00:00',
  updated_at: '2099-12-31T00:00:00+00:00',
  author_id: '00000000-0000-4000-8000-000000000001',
};
const settle = () => new Promise((wake) => setTimeout(wake, 600));
const recent = (value: unknown) => Math.abs(Date.parse(String(value)) - Date.now()) < 60_000;

/**
 * What a write through the API may not choose (dates, author), that it must name its rows, and that only
 * what visitors see renews the pages (a render counter in the fixture's site server shows re-renders).
 */
export function writeRulesSuite(target: Target): void {
  describe.skipIf(!target.available)(`write rules on ${target.name}`, () => {
    let backend: RunningBackend;
    let dataDir: string;
    let admin: SupabaseClient;
    let editor: SupabaseClient;
    let editorId: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'backend-write-rules-'));
      const storage = await target.seededStorage(dataDir, { withEditor: true });
      const env = { ...storage.env, SITE_SERVER_DIR: join(fixturesDir, 'site-server') };
      backend = await startBackend({ dataDir, env });
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      editorId = (await editor.auth.getUser()).data.user?.id ?? '';
    });
    afterAll(async () => {
      await backend?.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    });

    for (const table of TABLES) {
      it(`${table}: the database sets created_at, updated_at and author_id, whatever the request says`, async () => {
        const inserted = await editor
          .from(table)
          .insert({ title: '날짜를 고른 초안', status: 'draft', ...ROWS[table], ...FORGED })
          .select('id, created_at, updated_at, author_id')
          .single();
        expect(inserted.error).toBeNull();
        expect(recent(inserted.data?.created_at)).toBe(true);
        expect(recent(inserted.data?.updated_at)).toBe(true);
        expect(inserted.data?.author_id).toBe(editorId);

        const updated = await admin
          .from(table)
          .update({ title: '다시 고른 날짜', ...FORGED, version: 2 })
          .eq('id', inserted.data?.id)
          .select('created_at, updated_at, author_id')
          .single();
        expect(updated.error).toBeNull();
        expect(Date.parse(String(updated.data?.created_at))).toBe(
          Date.parse(String(inserted.data?.created_at)),
        );
        expect(recent(updated.data?.updated_at)).toBe(true);
        expect(updated.data?.author_id).toBe(editorId);
      });
    }

    for (const table of TABLES) {
      it(`${table}: an editor cannot choose the publication moment; an admin can`, async () => {
        const past = '2020-01-02T03:04:05+00:00';
        const inserted = await editor
          .from(table)
          .insert({ title: '날짜를 고른 편집자', status: 'draft', ...ROWS[table], published_at: past })
          .select('id, published_at, version')
          .single();
        expect(inserted.error).toBeNull();
        expect(recent(inserted.data?.published_at)).toBe(true);
        const moment = inserted.data?.published_at;

        const edited = await editor
          .from(table)
          .update({ title: '다시 고른 날짜', published_at: past, version: (inserted.data?.version ?? 0) + 1 })
          .eq('id', inserted.data?.id)
          .select('published_at, version')
          .single();
        expect(edited.error).toBeNull();
        expect(Date.parse(String(edited.data?.published_at))).toBe(Date.parse(String(moment)));

        // An admin dates an imported item in the past, and publishes it with that date.
        const dated = await admin
          .from(table)
          .update({ status: 'published', published_at: past, version: (edited.data?.version ?? 0) + 1 })
          .eq('id', inserted.data?.id)
          .select('published_at')
          .single();
        expect(dated.error).toBeNull();
        expect(Date.parse(String(dated.data?.published_at))).toBe(Date.parse(past));
        expect((await admin.from(table).delete().eq('id', inserted.data?.id)).error).toBeNull();
      });
    }

    it('refuses an update or a delete that names no row, and changes nothing', async () => {
      const before = (await admin.from('news').select('id, title').order('id')).data;
      const update = await admin.from('news').update({ title: '모두 바뀐 제목' });
      expect(update.status).toBe(400);
      expect(update.error?.code).toBe('21000');
      expect(update.error?.message).toBe('UPDATE requires a WHERE clause');
      const remove = await admin.from('news').delete();
      expect(remove.status).toBe(400);
      expect(remove.error?.code).toBe('21000');
      expect(remove.error?.message).toBe('DELETE requires a WHERE clause');
      expect((await admin.from('news').select('id, title').order('id')).data).toEqual(before);
      // A filter that matches every row is a choice, and allowed.
      const named = await admin
        .from('shareholders')
        .update({ title: '확인된 제목' })
        .gte('id', 0)
        .eq('status', 'nothing');
      expect(named.error).toBeNull();
    });

    it('renews public pages and feeds for what visitors see, never for a draft', async () => {
      const list = `${backend.url}/newsroom/News`;
      const page = async () => (await fetch(list)).text();
      const feed = async () => (await fetch(`${backend.url}/rss.xml`)).text();
      const first = await page();
      const firstFeed = await feed();
      expect(await page()).toBe(first); // kept while nothing changes

      // Drafts written, edited and removed by an editor and an admin: visitors see none of it.
      const draft = await editor
        .from('news')
        .insert({ title: '보이지 않는 초안', status: 'draft', ...ROWS.news })
        .select('id')
        .single();
      expect(draft.error).toBeNull();
      for (let n = 0; n < 5; n++) {
        expect(
          (
            await editor
              .from('news')
              .update({ title: `초안 ${n}`, version: n + 2 })
              .eq('id', draft.data?.id)
          ).error,
        ).toBeNull();
      }
      expect(
        (await admin.from('news').update({ title: '관리자의 초안', version: 7 }).eq('id', draft.data?.id))
          .error,
      ).toBeNull();
      await settle();
      expect(await page()).toBe(first);
      expect(await feed()).toBe(firstFeed);
      expect((await admin.from('news').delete().eq('id', draft.data?.id)).error).toBeNull();
      await settle();
      expect(await page()).toBe(first);

      // Publishing is seen at once; so are an edit of a published item and taking it offline.
      const published = await admin
        .from('news')
        .insert({ title: '보이는 글', ...ROWS.news })
        .select('id')
        .single();
      const second = await page();
      expect(second).not.toBe(first);
      expect(await feed()).not.toBe(firstFeed);
      await admin.from('news').update({ title: '고친 글', version: 2 }).eq('id', published.data?.id);
      const third = await page();
      expect(third).not.toBe(second);
      await admin.from('news').update({ status: 'draft', version: 3 }).eq('id', published.data?.id);
      expect(await page()).not.toBe(third);
    });
  });
}
