import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, fixturesDir, type RunningBackend } from './support/backend';
import { signedIn } from './support/clients';
import { within } from './support/eventually';
import { scheduleNews } from './support/schedule';
import { startOnSeededCopy } from './support/seeded-templates';
import { pglite } from './support/targets';

const page = async (url: string) => (await fetch(url)).text();

// The page cache knows the next scheduled moment: a scheduled item appears when its moment comes, with no
// write happening, and an unpublished one disappears at once.
describe('scheduled publishing through the page cache', () => {
  let backend: RunningBackend;
  let admin: SupabaseClient;
  beforeAll(async () => {
    backend = await startOnSeededCopy(pglite, { SITE_SERVER_DIR: join(fixturesDir, 'site-server') });
    admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it('shows a scheduled item on its page once its moment has come, and hides it again when unpublished', async () => {
    const { id, publishedAt } = await scheduleNews(admin, 'A story scheduled ahead', 3);
    const url = `${backend.url}/newsroom/News/${id}`;
    const before = await page(url);
    expect(before).toContain('<h1>none</h1>');
    // Kept: the same render answers until something changes.
    expect(await page(url)).toBe(before);

    await new Promise((wake) => setTimeout(wake, Math.max(0, publishedAt.getTime() - Date.now())));
    // No write happened: only the server's knowledge of the moment renews the page.
    await within(1500, async () => (await page(url)).includes('<h1>A story scheduled ahead</h1>'), 'appears');

    const unpublished = await admin.from('news').update({ status: 'draft', version: 2 }).eq('id', id);
    expect(unpublished.error).toBeNull();
    expect(await page(url)).toContain('<h1>none</h1>');
  });

  it('follows a moment set after another one, and one moved ahead', async () => {
    const later = await scheduleNews(admin, 'The later story', 4);
    const sooner = await scheduleNews(admin, 'The sooner story', 2);
    const laterUrl = `${backend.url}/newsroom/News/${later.id}`;
    const soonerUrl = `${backend.url}/newsroom/News/${sooner.id}`;
    expect(await page(soonerUrl)).toContain('<h1>none</h1>');
    expect(await page(laterUrl)).toContain('<h1>none</h1>');
    await new Promise((wake) => setTimeout(wake, Math.max(0, sooner.publishedAt.getTime() - Date.now())));
    await within(1500, async () => (await page(soonerUrl)).includes('<h1>The sooner story</h1>'), 'sooner');
    expect(await page(laterUrl)).toContain('<h1>none</h1>');
    await new Promise((wake) => setTimeout(wake, Math.max(0, later.publishedAt.getTime() - Date.now())));
    await within(1500, async () => (await page(laterUrl)).includes('<h1>The later story</h1>'), 'later');

    // Moved ahead again (a write): gone at once, back when the new moment comes.
    const moved = new Date(Date.now() + 2000);
    await admin.from('news').update({ published_at: moved.toISOString(), version: 2 }).eq('id', later.id);
    expect(await page(laterUrl)).toContain('<h1>none</h1>');
    await new Promise((wake) => setTimeout(wake, Math.max(0, moved.getTime() - Date.now())));
    await within(1500, async () => (await page(laterUrl)).includes('<h1>The later story</h1>'), 'moved');
  });
});
