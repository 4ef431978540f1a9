import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAssetFastPath } from '../src/site/asset-fast-path';
import { fixturesDir } from './support/backend';
import { answered, type FastPathPair, send, startFastPathPair } from './support/fast-path-pair';

const assetsDir = join(fixturesDir, 'site', 'assets');
const asset = (file: string) => readFileSync(join(assetsDir, file));
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('build assets on the fast path answer exactly as through the app', () => {
  let pair: FastPathPair;

  beforeAll(async () => {
    pair = await startFastPathPair((_services, app) => withAssetFastPath(assetsDir, app));
  });

  afterAll(async () => {
    await pair?.dispose();
  });

  const cases: {
    name: string;
    path: string;
    headers?: Record<string, string>;
    method?: string;
    /** The body the client must receive: a file of the fixture build (or its compressed copy). */
    body?: string;
    fast: boolean;
  }[] = [
    {
      name: 'a script as browsers ask: the brotli copy',
      path: '/assets/app-3f2a9c.js',
      headers: BROWSER,
      body: 'app-3f2a9c.js.br',
      fast: true,
    },
    {
      name: 'a script without Accept-Encoding: the file',
      path: '/assets/app-3f2a9c.js',
      body: 'app-3f2a9c.js',
      fast: true,
    },
    {
      name: 'a style sheet with its gzip copy',
      path: '/assets/style-8d1e.css',
      headers: BROWSER,
      body: 'style-8d1e.css.gz',
      fast: true,
    },
    {
      name: 'a font, never compressed',
      path: '/assets/face-5c2b.woff2',
      headers: BROWSER,
      body: 'face-5c2b.woff2',
      fast: true,
    },
    {
      name: 'a small script without a copy',
      path: '/assets/tiny-02aa.js',
      headers: BROWSER,
      body: 'tiny-02aa.js',
      fast: true,
    },
    { name: 'HEAD of a script', path: '/assets/app-3f2a9c.js', headers: BROWSER, method: 'HEAD', fast: true },
    // The app compresses these as it sends them: left to it.
    {
      name: 'a script without a copy, compressed on the way',
      path: '/assets/plain-41f0.js',
      headers: BROWSER,
      fast: false,
    },
    {
      name: 'gzip asked of a script with only a brotli copy',
      path: '/assets/app-3f2a9c.js',
      headers: { 'accept-encoding': 'gzip' },
      fast: false,
    },
    { name: 'a missing file', path: '/assets/missing-0000.js', headers: BROWSER, fast: false },
    { name: 'a range', path: '/assets/face-5c2b.woff2', headers: { range: 'bytes=0-99' }, fast: false },
    { name: 'a query', path: '/assets/app-3f2a9c.js?v=2', headers: BROWSER, fast: false },
    { name: 'an encoded name', path: '/assets/app-3f2a9c%2Ejs', headers: BROWSER, fast: false },
    { name: 'a path out of the folder', path: '/assets/../index.html', headers: BROWSER, fast: false },
    { name: 'a POST', path: '/assets/app-3f2a9c.js', method: 'POST', fast: false },
  ];

  for (const { name, path, headers = {}, method, body, fast } of cases) {
    it(`${name}: ${fast ? 'answered on the fast path' : 'handed to the app'}, alike`, async () => {
      const expected = await send(pair.viaApp, path, headers, method);
      const before = pair.handedOver();
      // Twice: the first answer reads the file, the second comes from memory.
      for (let round = 0; round < 2; round += 1) {
        const actual = await send(pair.viaFastPath, path, headers, method);
        expect(actual.status).toBe(expected.status);
        expect(answered(actual.headers)).toEqual(answered(expected.headers));
        expect(actual.raw.equals(expected.raw)).toBe(true);
        if (body) expect(actual.raw.equals(asset(body))).toBe(true);
      }
      expect(pair.handedOver() - before).toBe(fast ? 0 : 2);
    });
  }

  it('sends the year-long cache and the security headers on what it answers', async () => {
    const answer = await send(pair.viaFastPath, '/assets/face-5c2b.woff2', BROWSER);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-type']).toBe('font/woff2');
  });
});
