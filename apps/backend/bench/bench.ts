/**
 * Load test of the reads the home and news pages make, on PGlite and (when the binaries exist) on a
 * throwaway PostgreSQL: requests/s, p50 and p99 latency, and the server's peak resident memory.
 * Run with `pnpm --filter @company/backend bench`.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { type BackendOptions, type RunningBackend, startBackend } from '../test/support/backend';
import { createDatabase, pgUnavailableReason, startPgCluster } from '../test/support/pg-cluster';
import { cpuMs, residentMb } from './proc';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

const SCENARIOS: Scenario[] = [
  { name: 'home: latest 3 news', path: '/rest/v1/news?select=*&order=created_at.desc&limit=3' },
  {
    name: 'home: latest shareholder notice',
    path: '/rest/v1/shareholders?select=*&order=created_at.desc&limit=1',
  },
  {
    name: 'news by id (single)',
    path: '/rest/v1/news?select=*&id=eq.2',
    headers: { Accept: 'application/vnd.pgrst.object+json' },
  },
];

interface Row {
  backend: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Server CPU per request: what the rate would be with a core to itself is 1000 / this. */
  cpuMsPerRequest: number;
  load: number;
}

async function runScenario(server: RunningBackend, scenario: Scenario): Promise<Omit<Row, 'backend'>> {
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({
    url: `${server.url}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: {
      apikey: server.anonKey,
      Authorization: `Bearer ${server.anonKey}`,
      'Accept-Profile': 'public',
      'X-Client-Info': 'supabase-js/2.119.1',
      ...scenario.headers,
    },
  });
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    cpuMsPerRequest: (cpuMs(server.pid) - cpuBefore) / Math.max(1, result.requests.total),
    load: loadavg()[0] ?? 0,
  };
}

async function benchBackend(
  label: string,
  options: BackendOptions,
): Promise<{ rows: Row[]; peakMb: number }> {
  const server = await startBackend({ ...options, built: true });
  let peakMb = residentMb(server.pid, 'VmRSS');
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(server.pid, 'VmRSS'));
  }, 100);
  const rows: Row[] = [];
  try {
    // A short warm-up so the first scenario is not measured on cold caches.
    await autocannon({ url: `${server.url}${SCENARIOS[0]?.path}`, connections: 4, duration: 2 });
    for (const scenario of SCENARIOS) {
      const row = { backend: label, ...(await runScenario(server, scenario)) };
      rows.push(row);
      console.log(
        `${label} · ${row.scenario}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
          `server CPU ${row.cpuMsPerRequest.toFixed(2)} ms/request, load average ${row.load.toFixed(1)}` +
          (row.non2xx > 0 ? `, ${row.non2xx} failed` : ''),
      );
    }
    peakMb = Math.max(peakMb, residentMb(server.pid, 'VmHWM'));
  } finally {
    clearInterval(sampler);
    await server.dispose();
  }
  console.log(`${label} · peak resident memory of the server: ${peakMb} MB`);
  return { rows, peakMb };
}

const results: { label: string; rows: Row[]; peakMb: number }[] = [];
results.push({ label: 'PGlite', ...(await benchBackend('PGlite', {})) });

const unavailable = pgUnavailableReason();
if (unavailable) {
  console.log(`Skipping PostgreSQL: ${unavailable}.`);
} else {
  const cluster = await startPgCluster();
  try {
    const url = await createDatabase(cluster.adminUrl, 'bench');
    results.push({
      label: 'PostgreSQL',
      ...(await benchBackend('PostgreSQL', { env: { DATABASE_URL: url } })),
    });
  } finally {
    await cluster.stop();
  }
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario\n`);
console.log('| backend | read | requests/s | p50 ms | p99 ms | server CPU ms/req | load avg | peak RSS MB |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const { label, rows, peakMb } of results) {
  for (const row of rows) {
    console.log(
      `| ${label} | ${row.scenario} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ` +
        `${row.cpuMsPerRequest.toFixed(2)} | ${row.load.toFixed(1)} | ${peakMb} |`,
    );
  }
}
