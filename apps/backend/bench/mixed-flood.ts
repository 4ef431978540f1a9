/**
 * What a crawler or a scanner making up URLs does to the server's memory: a flood of distinct made-up URLs in
 * eight shapes, all on real routes of the built site, `MIXED_FLOOD_CONCURRENCY` at a time (PGlite, the built
 * site, the sample content). Prints the resident memory at the start, its peak during the flood and what it
 * is 10, 30 and 60 s after, and the latency of `/healthz` asked every 100 ms during the flood.
 * Run with `pnpm exec tsx bench/mixed-flood.ts` in apps/backend (after `pnpm build:site`);
 * `MIXED_FLOOD_URLS` (2000), `MIXED_FLOOD_CONCURRENCY` (32) and `MIXED_FLOOD_RUNS` (1, each on a fresh
 * server) change the run.
 */
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { backendDir, type RunningBackend, startBackend } from '../test/support/backend';
import { resetPeak, residentMb } from './proc';

const repoRoot = join(backendDir, '../..');
const siteDir = join(repoRoot, 'apps/site/dist');
const URLS = Number(process.env.MIXED_FLOOD_URLS ?? 2000);
const CONCURRENCY = Number(process.env.MIXED_FLOOD_CONCURRENCY ?? 32);
const RUNS = Number(process.env.MIXED_FLOOD_RUNS ?? 1);
const AFTER_SECONDS = [10, 30, 60] as const;

/** A word nobody wrote: distinct per request, so no two URLs of the flood are alike. */
const madeUp = (n: number): string => `${n.toString(36)}x${Math.random().toString(36).slice(2, 8)}`;
const language = (n: number): string => (n % 2 === 0 ? '' : '/en');

/** The eight shapes, each a function of the request's number: the path and query it asks for. */
const SHAPES: readonly { name: string; url: (n: number) => string }[] = [
  { name: 'news item, made-up id', url: (n) => `${language(n)}/newsroom/News/${1_000_000 + n}` },
  { name: 'video, made-up id', url: (n) => `${language(n)}/newsroom/Youtube/${1_000_000 + n}` },
  { name: 'e-notice search', url: (n) => `${language(n)}/ir/Announcement?q=${madeUp(n)}` },
  { name: 'FAQ search', url: (n) => `${language(n)}/careers/info/FAQ?q=${madeUp(n)}` },
  { name: 'unknown path', url: (n) => `${language(n)}/${madeUp(n)}/${madeUp(n)}` },
  { name: 'unknown page number', url: (n) => `${language(n)}/newsroom/News?page=${999 + n}` },
  { name: 'unknown parameter', url: (n) => `${language(n)}/company/intro/Intro?utm_x=${madeUp(n)}` },
  { name: 'REST filter', url: (n) => `/rest/v1/news?select=id&title=eq.${madeUp(n)}` },
];

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** A GET as a browser sends it; resolves to its status once the body has been read (0 when refused). */
function get(url: string, headers: Record<string, string>, via: Agent = agent): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { agent: via, headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

interface RunResult {
  startMb: number;
  peakMb: number;
  endMb: number;
  afterMb: number[];
  seconds: number;
  statuses: Map<string, Map<number, number>>;
  healthz: { p50: number; p99: number; max: number; count: number; failed: number };
}

async function run(server: RunningBackend): Promise<RunResult> {
  const apiHeaders = { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` };
  // Every shape once with a real value first, so that the start counts the renderer and the routes loaded.
  for (const path of [
    '/',
    '/en',
    '/newsroom/News',
    '/newsroom/News/1',
    '/newsroom/Youtube',
    '/ir/Announcement',
    '/careers/info/FAQ',
    '/company/intro/Intro',
    '/en/company/intro/Intro',
  ]) {
    await get(`${server.url}${path}`, {});
  }
  await get(`${server.url}/rest/v1/news?select=id&limit=1`, apiHeaders);
  await new Promise((settle) => setTimeout(settle, 2000));
  const startMb = residentMb(server.pid, 'VmRSS');
  resetPeak(server.pid);

  const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let healthFailed = 0;
  let flooding = true;
  const health = (async () => {
    while (flooding) {
      const started = performance.now();
      const status = await get(`${server.url}/healthz`, {}, healthAgent);
      if (status === 200) latencies.push(performance.now() - started);
      else healthFailed += 1;
      await new Promise((wait) => setTimeout(wait, 100));
    }
  })();

  const statuses = new Map<string, Map<number, number>>(SHAPES.map((shape) => [shape.name, new Map()]));
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < URLS) {
      const n = next++;
      const shape = SHAPES[n % SHAPES.length];
      if (!shape) continue;
      const status = await get(
        `${server.url}${shape.url(n)}`,
        shape.name === 'REST filter' ? apiHeaders : {},
      );
      const counts = statuses.get(shape.name);
      counts?.set(status, (counts.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  flooding = false;
  await health;
  healthAgent.destroy();
  const endMb = residentMb(server.pid, 'VmRSS');
  const floodPeakMb = residentMb(server.pid, 'VmHWM');

  const afterMb: number[] = [];
  const after = performance.now();
  for (const second of AFTER_SECONDS) {
    await new Promise((wait) => setTimeout(wait, Math.max(0, after + second * 1000 - performance.now())));
    afterMb.push(residentMb(server.pid, 'VmRSS'));
  }
  latencies.sort((a, b) => a - b);
  return {
    startMb,
    peakMb: floodPeakMb,
    endMb,
    afterMb,
    seconds,
    statuses,
    healthz: {
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      count: latencies.length,
      failed: healthFailed,
    },
  };
}

if (!existsSync(join(siteDir, '../dist-server/entry.js'))) {
  console.error('The mixed flood benchmark needs the built site: run `pnpm build:site` first.');
  process.exit(1);
}

const ms = (value: number) => value.toFixed(1);
const row = (i: number, result: RunResult): string =>
  `| ${i + 1} | ${result.startMb} | ${result.peakMb} | ${result.endMb} | ${result.afterMb.join(' | ')} | ` +
  `${ms(result.healthz.p50)} | ${ms(result.healthz.p99)} | ${ms(result.healthz.max)} | ` +
  `${Math.round(URLS / result.seconds)} |`;

const results: RunResult[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const server = await startBackend({
    built: true,
    env: { SITE_DIR: siteDir, SEED_DIR: join(repoRoot, 'supabase/seed') },
  });
  try {
    const result = await run(server);
    results.push(result);
    console.log(`\nmixed flood, run ${i + 1}: ${URLS} distinct URLs, ${CONCURRENCY} at a time`);
    for (const [shape, counts] of result.statuses) {
      console.log(`  ${shape}: ${[...counts].map(([status, n]) => `${n} × ${status}`).join(', ')}`);
    }
    console.log(`  ${row(i, result)}`);
  } finally {
    await server.dispose();
  }
}
agent.destroy();

console.log(
  '\nPGlite, the built site and the sample content; resident memory in MB, /healthz latency in ms\n',
);
console.log(
  '| run | start | peak | end of flood | +10 s | +30 s | +60 s | /healthz p50 | p99 | max | URLs/s |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [i, result] of results.entries()) console.log(row(i, result));
