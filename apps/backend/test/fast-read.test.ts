import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { withRestReadFastPath } from '../src/rest/fast-read';
import { type Services, startServices } from '../src/services';
import { ADMIN, fixturesDir } from './support/backend';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET (or `method`) with exactly these headers (repeated ones as arrays), the body decompressed. */
function send(
  server: Server,
  path: string,
  headers: Record<string, string | string[]>,
  method = 'GET',
): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Headers that frame or date the message rather than answer it (the app streams what it compresses). */
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const answered = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !FRAMING.has(name)));

describe('REST reads on the fast path answer exactly as through the app', () => {
  let dataDir: string;
  let services: Services;
  let viaApp: Server;
  let viaFastPath: Server;
  /** Requests the fast path handed to the app. */
  let handedOver = 0;
  let anon: Record<string, string>;
  let authenticated: Record<string, string>;

  const listen = async (server: Server): Promise<Server> => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fast-read-test-'));
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
        withRestReadFastPath(services, (req, res) => {
          handedOver++;
          return app(req, res);
        }),
      ),
    );
    anon = { apikey: services.anonKey, authorization: `Bearer ${services.anonKey}` };
    const now = Math.floor(Date.now() / 1000);
    const token = await services.tokens.accessToken(
      { role: 'authenticated', email: 'reader@example.com' },
      '00000000-0000-4000-8000-000000000001',
      now,
    );
    authenticated = { apikey: services.anonKey, authorization: `Bearer ${token}` };
  });

  afterAll(async () => {
    for (const server of [viaApp, viaFastPath]) server?.close();
    await services?.db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const single = { accept: 'application/vnd.pgrst.object+json' };
  const cases: {
    name: string;
    path: string;
    headers?: () => Record<string, string | string[]>;
    fast: boolean;
  }[] = [
    { name: 'latest 3 news', path: '/rest/v1/news?select=*&order=created_at.desc&limit=3', fast: true },
    {
      name: 'latest shareholder notice',
      path: '/rest/v1/shareholders?select=*&order=created_at.desc&limit=1',
      fast: true,
    },
    { name: 'news by id', path: '/rest/v1/news?select=*&id=eq.2', headers: () => single, fast: true },
    {
      name: 'gzip, as browsers ask',
      path: '/rest/v1/news?select=*&order=created_at.desc',
      headers: () => ({ 'accept-encoding': 'gzip, deflate, br, zstd' }),
      fast: true,
    },
    {
      name: 'deflate preferred',
      path: '/rest/v1/news?select=id,title',
      headers: () => ({ 'accept-encoding': 'gzip;q=0.5, deflate' }),
      fast: true,
    },
    {
      name: 'an encoding neither knows',
      path: '/rest/v1/news?select=id',
      headers: () => ({ 'accept-encoding': 'br' }),
      fast: true,
    },
    {
      name: 'count and a partial page (206)',
      path: '/rest/v1/news?select=id&limit=1',
      headers: () => ({ prefer: 'count=exact', 'accept-encoding': 'gzip' }),
      fast: true,
    },
    {
      name: 'range beyond the rows (416)',
      path: '/rest/v1/news?select=id&offset=50',
      headers: () => ({ prefer: 'count=exact' }),
      fast: true,
    },
    { name: 'single with no row (406)', path: '/rest/v1/news?id=eq.999', headers: () => single, fast: true },
    { name: 'unknown column (400)', path: '/rest/v1/news?select=nope', fast: true },
    { name: 'database error in the read (22P02)', path: '/rest/v1/news?id=eq.abc', fast: true },
    {
      name: 'filters, or, order and aliases',
      path: '/rest/v1/news?select=n:id,title&or=(id.eq.1,id.eq.3)&order=id.desc',
      fast: true,
    },
    {
      name: 'a media type not served (406)',
      path: '/rest/v1/news',
      headers: () => ({ accept: 'text/html' }),
      fast: true,
    },
    { name: 'signed in', path: '/rest/v1/news?select=id', headers: () => authenticated, fast: true },
    { name: 'no token at all', path: '/rest/v1/news?select=id', headers: () => ({}), fast: true },
    { name: 'an unknown table', path: '/rest/v1/nope', fast: false },
    {
      name: 'another schema',
      path: '/rest/v1/news',
      headers: () => ({ 'accept-profile': 'auth' }),
      fast: false,
    },
    {
      name: 'a forged token',
      path: '/rest/v1/news',
      headers: () => ({ authorization: 'Bearer x.y.z' }),
      fast: false,
    },
    {
      name: 'a repeated header',
      path: '/rest/v1/news?select=id',
      headers: () => ({ prefer: ['count=exact', 'x=y'] }),
      fast: false,
    },
    { name: 'a raw quote in the query', path: '/rest/v1/news?select="id"', fast: false },
    { name: 'a function call', path: '/rest/v1/rpc/anything', fast: false },
  ];

  for (const { name, path, headers, fast } of cases) {
    it(`${name}: ${fast ? 'answered on the fast path' : 'handed to the app'}, alike`, async () => {
      const sent = { ...anon, ...headers?.() };
      const expected = await send(viaApp, path, sent);
      const before = handedOver;
      const actual = await send(viaFastPath, path, sent);
      expect(handedOver - before).toBe(fast ? 0 : 1);
      expect(actual.status).toBe(expected.status);
      expect(answered(actual.headers)).toEqual(answered(expected.headers));
      expect(actual.body).toBe(expected.body);
    });
  }

  it('leaves HEAD and writes to the app', async () => {
    const before = handedOver;
    const head = await send(viaFastPath, '/rest/v1/news?select=id', anon, 'HEAD');
    const write = await send(viaFastPath, '/rest/v1/news', anon, 'POST');
    expect(handedOver - before).toBe(2);
    expect(head.status).toBe(200);
    expect(write.status).toBeGreaterThanOrEqual(400);
  });
});
