import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { type Services, startServices } from '../src/services';
import { withAssetFastPath } from '../src/site/asset-fast-path';
import { ADMIN, fixturesDir } from './support/backend';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed. */
  body: Buffer;
}

function send(
  server: Server,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Headers that frame or date the message rather than answer it. */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const answered = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !FRAMING.has(name)));

const assetsDir = join(fixturesDir, 'site', 'assets');
const asset = (file: string) => readFileSync(join(assetsDir, file));
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('build assets on the fast path answer exactly as through the app', () => {
  let dataDir: string;
  let services: Services;
  let viaApp: Server;
  let viaFastPath: Server;
  /** Requests the fast path handed to the app. */
  let handedOver = 0;

  const listen = async (server: Server): Promise<Server> => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'asset-fast-path-test-'));
    const config = readConfig({
      DATA_DIR: dataDir,
      SEED_DIR: join(fixturesDir, 'seed'),
      SITE_DIR: join(fixturesDir, 'site'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    services = await startServices(config, () => undefined);
    const app = getRequestListener(createApp(config, services).fetch, { hostname: '127.0.0.1' });
    viaApp = await listen(createServer(app));
    viaFastPath = await listen(
      createServer(
        withAssetFastPath(assetsDir, (req, res) => {
          handedOver++;
          return app(req, res);
        }),
      ),
    );
  });

  afterAll(async () => {
    for (const server of [viaApp, viaFastPath]) server?.close();
    await services?.db.close();
    rmSync(dataDir, { recursive: true, force: true });
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
      const expected = await send(viaApp, path, headers, method);
      const before = handedOver;
      // Twice: the first answer reads the file, the second comes from memory.
      for (let round = 0; round < 2; round += 1) {
        const actual = await send(viaFastPath, path, headers, method);
        expect(actual.status).toBe(expected.status);
        expect(answered(actual.headers)).toEqual(answered(expected.headers));
        expect(actual.body.equals(expected.body)).toBe(true);
        if (body) expect(actual.body.equals(asset(body))).toBe(true);
      }
      expect(handedOver - before).toBe(fast ? 0 : 2);
    });
  }

  it('sends the year-long cache and the security headers on what it answers', async () => {
    const answer = await send(viaFastPath, '/assets/face-5c2b.woff2', BROWSER);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-type']).toBe('font/woff2');
  });
});
