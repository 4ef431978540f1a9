import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { repoRoot } from '../../src/servers';
import { backendConfig } from '../admin/helpers';

const run = promisify(execFile);

// A static hosted build: the prerender step reads the backend's content and writes every page, the news,
// video and announcement details, the sitemap, robots.txt and the feeds as files.
test('a static build prerenders details and documents from the backend content', {
  tag: DESKTOP_ONLY,
}, async ({ site }) => {
  // One run is enough.
  test.setTimeout(120_000);
  const out = mkdtempSync(join(tmpdir(), 'prerendered-'));
  try {
    cpSync(join(repoRoot, 'apps/site/dist'), out, { recursive: true });
    const { supabaseUrl, supabaseAnonKey } = await backendConfig(site.url);
    await run('node', [join(repoRoot, 'apps/site/scripts/prerender.mjs')], {
      env: {
        ...process.env,
        PRERENDER_CLIENT_DIR: out,
        PRERENDER_SUPABASE_URL: supabaseUrl,
        PRERENDER_SUPABASE_ANON_KEY: supabaseAnonKey,
        SITE_URL: 'https://www.example.com',
      },
    });
    const news = (await (
      await fetch(`${site.url}/rest/v1/news?select=id,title,title_en&order=id.asc&limit=1`, {
        headers: { apikey: supabaseAnonKey, authorization: `Bearer ${supabaseAnonKey}` },
      })
    ).json()) as { id: number; title: string; title_en: string | null }[];
    const first = news[0];
    if (!first) throw new Error('the sample content has no news');
    const detail = readFileSync(join(out, `newsroom/News/${first.id}/index.html`), 'utf8');
    expect(detail).toContain(first.title);
    // A snapshot of build time: the browser reads its data again once stale, for newer content.
    expect(detail).toContain('"liveData":false');
    expect(detail).toContain(
      `<link rel="canonical" href="https://www.example.com/newsroom/News/${first.id}"/>`,
    );
    const english = readFileSync(join(out, `en/newsroom/News/${first.id}/index.html`), 'utf8');
    expect(english).toContain('lang="en"');
    // The sample's first post has an English version: the English page is written with it.
    expect(first.title_en).toBeTruthy();
    expect(english).toContain(`<h2`);
    expect(english).toContain(first.title_en ?? '');
    expect(english).not.toContain(`>${first.title}<`);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain(
      `<loc>https://www.example.com/newsroom/News/${first.id}</loc>`,
    );
    expect(readFileSync(join(out, 'robots.txt'), 'utf8')).toContain('Disallow: /login');
    expect(readFileSync(join(out, 'rss.xml'), 'utf8')).toContain('<rss');
    expect(readFileSync(join(out, 'en/rss.xml'), 'utf8')).toContain('<language>en</language>');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
