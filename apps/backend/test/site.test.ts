import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, type RunningBackend } from './support/backend';
import { rawGet } from './support/raw-get';
import { startOnSeededCopy } from './support/seeded-templates';
import { pglite } from './support/targets';

describe('serving the site', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startOnSeededCopy(pglite);
  });
  afterAll(async () => {
    await backend?.dispose();
  });

  it('GET /config.json names this server and its anon key', async () => {
    const response = await fetch(`${backend.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const config = (await response.json()) as { supabaseUrl: string; supabaseAnonKey: string };
    expect(config.supabaseUrl).toBe(backend.url);
    const payload = JSON.parse(
      Buffer.from(config.supabaseAnonKey.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(payload.role).toBe('anon');
    // No presence beat unless PRESENCE_BEAT_MS (test-only) is set: the site keeps its own 15 s.
    expect(config).not.toHaveProperty('presenceBeatMs');
  });

  it('app routes get index.html with the security headers', async () => {
    const response = await fetch(`${backend.url}/newsroom/News/1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://www.youtube-nocookie.com');
    expect(csp).toContain('https://i.ytimg.com');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('hashed assets are cached immutably and compressed', async () => {
    // node:http keeps the body as sent (fetch would decompress it), so the encoding can be checked.
    const response = await rawGet(`${backend.url}/assets/app-3f2a9c.js`, { 'Accept-Encoding': 'gzip' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toContain('fixture bundle');
  });

  it("a hashed asset goes out as the build's brotli copy when the browser accepts brotli", async () => {
    const asset = join(fixturesDir, 'site/assets/app-3f2a9c.js');
    const response = await rawGet(`${backend.url}/assets/app-3f2a9c.js`, {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The copy itself, as the build wrote it: no second compression on the way.
    expect(response.body).toEqual(readFileSync(`${asset}.br`));
    expect(brotliDecompressSync(response.body)).toEqual(readFileSync(asset));

    const plain = await rawGet(`${backend.url}/assets/app-3f2a9c.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(readFileSync(asset));
  });

  it("an asset the build does not have is a short 404, never the site's page", async () => {
    for (const path of ['/assets/no-such-chunk-0000.js', '/assets/styles/missing.css', '/assets/']) {
      const response = await fetch(`${backend.url}${path}`);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).toBe('Not found');
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('immutable');
    }
  });

  it('API answers are compressed too', async () => {
    const response = await rawGet(`${backend.url}/rest/v1/news?select=*`, {
      apikey: backend.anonKey,
      'Accept-Encoding': 'gzip',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('keeps sign-up closed unless ALLOW_SIGNUP=1', async () => {
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'long-enough-password' }),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { code: string }).code).toBe('signup_disabled');
  });

  it('answers CORS preflight for the headers supabase-js sends', async () => {
    const response = await fetch(`${backend.url}/rest/v1/news`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers':
          'apikey,authorization,x-client-info,content-type,prefer,accept-profile',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-headers')).toContain('prefer');
  });
});
