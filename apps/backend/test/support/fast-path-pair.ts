import { mkdtempSync, rmSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type RequestListener,
  request,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { type Services, startServices } from '../../src/services';
import { ADMIN, fixturesDir } from './backend';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed. */
  raw: Buffer;
  /** The body as text, gzip or deflate undone. */
  body: string;
}

/** A request with exactly these headers (repeated ones as arrays), to a server on loopback. */
export function send(
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
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw,
          body: body.toString('utf8'),
        });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Headers that frame or date the message rather than answer it, and any others named. */
export function answered(headers: IncomingHttpHeaders, alsoIgnored: readonly string[] = []) {
  const ignored = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', ...alsoIgnored]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !ignored.has(name)));
}

/** The app on one server and a fast path in front of it on another, over one database and the fixture site. */
export interface FastPathPair {
  services: Services;
  viaApp: Server;
  viaFastPath: Server;
  /** How many requests the fast path has handed to the app so far. */
  handedOver(): number;
  dispose(): Promise<void>;
}

export async function startFastPathPair(
  withFastPath: (services: Services, app: RequestListener) => RequestListener,
): Promise<FastPathPair> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fast-path-test-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    SEED_DIR: join(fixturesDir, 'seed'),
    SITE_DIR: join(fixturesDir, 'site'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const services = await startServices(config, () => undefined);
  const app = getRequestListener(createApp(config, services).fetch, { hostname: '127.0.0.1' });
  let handedOver = 0;
  const viaApp = await listen(createServer(app));
  const viaFastPath = await listen(
    createServer(
      withFastPath(services, (req, res) => {
        handedOver++;
        return app(req, res);
      }),
    ),
  );
  return {
    services,
    viaApp,
    viaFastPath,
    handedOver: () => handedOver,
    async dispose() {
      for (const server of [viaApp, viaFastPath]) server.close();
      await services.stopLive();
      await services.db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function listen(server: Server): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
