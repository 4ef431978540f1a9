import { expect, type RunningSite, test } from '../../src/fixtures';
import { backendConfig, rest, solidPng } from './helpers';

/** The public anon key, replayed outside the browser, cannot create, change or delete anything. */
let site: RunningSite;

// The flows run once, at desktop size (playwright.config.ts); visual.spec.ts covers both sizes.

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
});

const tables = {
  news: { title: 'anon', content: '<p>anon</p>', thumbnail: '/media/logo.svg' },
  youtube: { title: 'anon', video_id: 'dQw4w9WgXcQ' },
  announcement: { title: 'anon', content: '<p>anon</p>' },
  shareholders: { title: 'anon', content: '' },
} as const;

async function snapshot(table: string): Promise<string> {
  const response = await rest(site.url, null, 'GET', `${table}?select=*&order=id.asc`);
  expect(response.status).toBe(200);
  return response.text();
}

for (const [table, row] of Object.entries(tables)) {
  test(`anon key: no insert, update or delete on ${table}`, async () => {
    const before = await snapshot(table);
    expect(JSON.parse(before).length).toBeGreaterThan(0);

    const insert = await rest(site.url, null, 'POST', table, row);
    expect(insert.status).toBeGreaterThanOrEqual(400);
    const update = await rest(site.url, null, 'PATCH', `${table}?id=gt.0`, { title: 'changed by anon' });
    expect(update.ok ? await update.json() : []).toEqual([]);
    const remove = await rest(site.url, null, 'DELETE', `${table}?id=gt.0`);
    expect(remove.ok ? await remove.json() : []).toEqual([]);

    expect(await snapshot(table)).toBe(before);
  });
}

test('anon key: no upload to or removal from news-images', async () => {
  const { supabaseAnonKey } = await backendConfig(site.url);
  const headers = { apikey: supabaseAnonKey, authorization: `Bearer ${supabaseAnonKey}` };
  const upload = await fetch(`${site.url}/storage/v1/object/news-images/news/anon.png`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'image/png' },
    body: new Uint8Array(solidPng(8, 8, [255, 0, 0])),
  });
  expect(upload.ok).toBe(false);
  expect((await fetch(`${site.url}/storage/v1/object/public/news-images/news/anon.png`)).status).toBe(400);

  const list = await fetch(`${site.url}/storage/v1/object/list/news-images`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prefix: 'seed', limit: 100, offset: 0 }),
  });
  // Listing is for staff: the anon key sees no names (row-level security, as on Supabase).
  expect(await list.json()).toEqual([]);
  const victim = 'seed/aerea-purifier-launch.webp';
  expect((await fetch(`${site.url}/storage/v1/object/public/news-images/${victim}`)).status).toBe(200);
  const removal = await fetch(`${site.url}/storage/v1/object/news-images`, {
    method: 'DELETE',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prefixes: [victim] }),
  });
  expect(removal.ok ? await removal.json() : []).toEqual([]);
  expect((await fetch(`${site.url}/storage/v1/object/public/news-images/${victim}`)).status).toBe(200);
});
