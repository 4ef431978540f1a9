/**
 * Regular expressions that froze the server (PGlite runs statements on the server's only thread, where no
 * timeout can stop them), sent by every role the way an attacker would: the server's resident memory and
 * how long `/healthz` takes meanwhile. Run with `pnpm --filter @company/backend bench`.
 */
import { RULE_ABIDING_FREEZE } from '../test/suites/bounded-queries';
import { ADMIN, type RunningBackend, startBackend } from '../test/support/backend';
import { residentMb } from './proc';

const ATTEMPTS = Number(process.env.BENCH_REGEX_ATTEMPTS ?? 400);
const CONCURRENCY = 8;

async function token(server: RunningBackend, body: Record<string, string>, grant: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/${grant}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { access_token?: string }).access_token ?? server.anonKey;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const server = await startBackend({ built: true, env: { ALLOW_SIGNUP: '1' } });
try {
  const user = { email: `bench-${Date.now()}@example.com`, password: 'a-long-enough-password' };
  await token(server, user, 'signup');
  const tokens = [
    server.anonKey,
    await token(server, user, 'token?grant_type=password'),
    await token(server, ADMIN, 'token?grant_type=password'),
  ];
  const single = `content=match.${encodeURIComponent(RULE_ABIDING_FREEZE)}`;
  const tenInOneOr = `or=(${Array.from({ length: 10 }, () => `content.imatch.${encodeURIComponent(RULE_ABIDING_FREEZE)}`).join(',')})`;

  const startMb = residentMb(server.pid, 'VmRSS');
  let peakMb = startMb;
  const health: number[] = [];
  let attacking = true;
  const sampler = (async () => {
    while (attacking) {
      const started = performance.now();
      await fetch(`${server.url}/healthz`);
      health.push(performance.now() - started);
      peakMb = Math.max(peakMb, residentMb(server.pid, 'VmRSS'));
      await new Promise((wake) => setTimeout(wake, 50));
    }
  })();
  const statuses = new Map<number, number>();
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ATTEMPTS) {
        const n = next++;
        const response = await fetch(`${server.url}/rest/v1/news?select=id&${n % 2 ? single : tenInOneOr}`, {
          headers: { apikey: server.anonKey, authorization: `Bearer ${tokens[n % tokens.length]}` },
        });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  attacking = false;
  await sampler;
  health.sort((a, b) => a - b);
  console.log('\nRegular-expression attempts (anon, a signed-up user, the admin), PGlite\n');
  console.log(
    `| attempts | answers | seconds | RSS start MB | RSS peak MB | RSS end MB | /healthz p50 ms | p99 ms | max ms |`,
  );
  console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${ATTEMPTS} | ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')} | ${seconds.toFixed(1)} | ${startMb} | ${peakMb} | ${residentMb(server.pid, 'VmRSS')} | ${percentile(health, 50).toFixed(1)} | ${percentile(health, 99).toFixed(1)} | ${(health.at(-1) ?? Number.NaN).toFixed(1)} |`,
  );
} finally {
  await server.dispose();
}
