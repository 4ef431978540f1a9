/**
 * What anonymous visitors can do to the server's memory and throughput, on PGlite with the built site and
 * the sample content: resident memory under floods of made-up query strings, `Host` headers and paths
 * (one large article among the pages), and the page throughput while no-op writes arrive.
 * Run with `pnpm --filter @company/backend bench` (after `pnpm build:site`).
 */
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ADMIN, backendDir, type RunningBackend, startBackend } from '../test/support/backend';
import { resetPeak, residentMb } from './proc';

const repoRoot = join(backendDir, '../..');
const siteDir = join(repoRoot, 'apps/site/dist');
const FLOOD_REQUESTS = Number(process.env.BENCH_FLOOD_REQUESTS ?? 1500);
const LARGE_ARTICLE_REQUESTS = 150;
const CONCURRENCY = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** A GET with exactly these headers; resolves to its status once the body has been read. */
function get(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // A refused or reset connection counts as status 0: the flood goes on and the table shows it.
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** Sends `count` requests, `CONCURRENCY` at a time; counts the answers by status. */
async function flood(count: number, send: (n: number) => Promise<number>): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const status = await send(next++);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

const describeStatuses = (statuses: Map<number, number>): string =>
  [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');

async function adminToken(server: RunningBackend): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An 880 KB article, as in the review that found the flood: its page is one of the largest the site has. */
async function addLargeArticle(server: RunningBackend): Promise<number> {
  const paragraph =
    '<p>클린룸 공조 설비의 필터 교체 주기와 차압 관리 기준을 정리합니다. Airflow, filters and pressure.</p>';
  const response = await fetch(`${server.url}/rest/v1/news?select=id`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${await adminToken(server)}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
      accept: 'application/vnd.pgrst.object+json',
    },
    body: JSON.stringify({
      title: '대용량 기사 (memory benchmark)',
      content: paragraph.repeat(Math.ceil((880 * 1024) / Buffer.byteLength(paragraph))),
      thumbnail: '/media/og-default.png',
    }),
  });
  if (!response.ok)
    throw new Error(`adding the large article answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

interface MemoryStep {
  name: string;
  statuses: string;
  rssMb: number;
  peakMb: number;
}

async function memoryUnderFloods(server: RunningBackend): Promise<{ startMb: number; steps: MemoryStep[] }> {
  const port = new URL(server.url).port;
  const rss = (what: string) => console.log(`flood · ${what}: RSS ${residentMb(server.pid, 'VmRSS')} MB`);
  rss('started');
  await get(`${server.url}/`);
  rss('home rendered');
  const largeId = await addLargeArticle(server);
  rss('880 KB article added');
  await get(`${server.url}/newsroom/News/${largeId}`);
  const startMb = residentMb(server.pid, 'VmRSS');
  rss('880 KB article rendered');
  const steps: MemoryStep[] = [];
  const step = async (name: string, count: number, send: (n: number) => Promise<number>) => {
    resetPeak(server.pid);
    const statuses = await flood(count, send);
    const result = {
      name,
      statuses: describeStatuses(statuses),
      rssMb: residentMb(server.pid, 'VmRSS'),
      peakMb: residentMb(server.pid, 'VmHWM'),
    };
    steps.push(result);
    console.log(`flood · ${name}: ${result.statuses}, RSS ${result.rssMb} MB (peak ${result.peakMb} MB)`);
  };
  await step(`${FLOOD_REQUESTS} × GET /?u=<n>`, FLOOD_REQUESTS, (n) => get(`${server.url}/?u=${n}`));
  await step(
    `${LARGE_ARTICLE_REQUESTS} × GET /newsroom/News/<880 KB article>?u=<n>`,
    LARGE_ARTICLE_REQUESTS,
    (n) => get(`${server.url}/newsroom/News/${largeId}?u=${n}`),
  );
  await step(`${FLOOD_REQUESTS} × GET / with Host: h<n>.example`, FLOOD_REQUESTS, (n) =>
    get(`${server.url}/`, { host: `h${n}.example:${port}` }),
  );
  await step(`${FLOOD_REQUESTS} × GET /no-such-page-<n>`, FLOOD_REQUESTS, (n) =>
    get(`${server.url}/no-such-page-${n}`),
  );
  await step(`${FLOOD_REQUESTS / 5} × GET /newsroom/News/<n> (made-up ids)`, FLOOD_REQUESTS / 5, (n) =>
    get(`${server.url}/newsroom/News/${1_000_000 + n}`),
  );
  return { startMb, steps };
}

/** Page requests per second, alone and while anonymous no-op deletes arrive as fast as one client sends them. */
async function throughputUnderNoOpWrites(
  server: RunningBackend,
): Promise<{ alone: number; withWrites: number; writes: number }> {
  const page = () =>
    autocannon({
      url: `${server.url}/newsroom/News/1`,
      connections: 16,
      duration: SECONDS,
      headers: { 'accept-encoding': 'br' },
    });
  const alone = Math.round((await page()).requests.average);
  let writes = 0;
  let writing = true;
  const writer = (async () => {
    while (writing) {
      await fetch(`${server.url}/rest/v1/news?id=eq.-1`, {
        method: 'DELETE',
        headers: { apikey: server.anonKey },
      });
      writes += 1;
      // About 50 a second, as measured in the review.
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  const withWrites = Math.round((await page()).requests.average);
  writing = false;
  await writer;
  return { alone, withWrites, writes: Math.round(writes / SECONDS) };
}

if (!existsSync(join(siteDir, '../dist-server/entry.js'))) {
  console.error('The flood benchmark needs the built site: run `pnpm build:site` first.');
  process.exit(1);
}
const server = await startBackend({
  built: true,
  env: { SITE_DIR: siteDir, SEED_DIR: join(repoRoot, 'supabase/seed') },
});
try {
  const memory = await memoryUnderFloods(server);
  const peak = Math.max(...memory.steps.map((step) => step.peakMb));
  resetPeak(server.pid);
  const throughput = await throughputUnderNoOpWrites(server);
  const throughputPeak = residentMb(server.pid, 'VmHWM');
  console.log('\nPGlite, the built site and the sample content\n');
  console.log('| flood | answers | RSS after, MB | peak during, MB |');
  console.log('|---|---|---:|---:|');
  console.log(`| (start, two pages rendered) | | ${memory.startMb} | |`);
  for (const step of memory.steps) {
    console.log(`| ${step.name} | ${step.statuses} | ${step.rssMb} | ${step.peakMb} |`);
  }
  console.log(
    `\nPeak resident memory under the floods: ${peak} MB; under the throughput runs: ${throughputPeak} MB`,
  );
  console.log(
    `GET /newsroom/News/1: ${throughput.alone} req/s alone, ${throughput.withWrites} req/s with ` +
      `${throughput.writes} anonymous no-op deletes a second`,
  );
} finally {
  await server.dispose();
}
