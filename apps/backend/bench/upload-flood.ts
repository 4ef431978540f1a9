/**
 * The storage finding's flood: 40 anonymous 10 MB uploads to news-images, 8 at a time, against the built
 * server on PGlite. Prints the answers, the server's resident memory before, at its peak (sampled every
 * 50 ms) and after, and the latency of /healthz asked back to back during the flood (p50, p99).
 * Run with `pnpm exec tsx bench/upload-flood.ts` from apps/backend; UPLOAD_FLOOD_COUNT and
 * UPLOAD_FLOOD_CONCURRENCY change the flood.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { startBackend } from '../test/support/backend';
import { residentMb } from './proc';

const COUNT = Number(process.env.UPLOAD_FLOOD_COUNT ?? 40);
const CONCURRENCY = Number(process.env.UPLOAD_FLOOD_CONCURRENCY ?? 8);
const SIZE = 10 * 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** One anonymous upload of `body`; resolves to storage-api's statusCode, or to the connection's error. */
function upload(url: string, anonKey: string, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    let answered = false;
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { apikey: anonKey, 'content-type': 'image/png', 'content-length': String(body.length) },
    });
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        try {
          resolve(String((JSON.parse(text) as { statusCode?: string }).statusCode ?? res.statusCode));
        } catch {
          resolve(String(res.statusCode));
        }
      });
    });
    // A write after the server answered and closed the connection is expected; an error before is counted.
    req.on('error', (error) => {
      if (!answered) resolve(`error ${error.message}`);
    });
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

const server = await startBackend({ built: true });
try {
  const url = (n: number) => `${server.url}/storage/v1/object/news-images/news/flood-${n}.png`;
  const body = Buffer.alloc(SIZE, 7);
  body.set(PNG_SIGNATURE);
  // One refused upload first, so that the path's code is loaded before the measurement starts.
  await upload(url(-1), server.anonKey, body);
  const startMb = residentMb(server.pid, 'VmRSS');
  let peakMb = startMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, residentMb(server.pid, 'VmRSS'));
  }, 50);

  const latencies: number[] = [];
  let flooding = true;
  const health = (async () => {
    while (flooding) {
      const started = performance.now();
      await (await fetch(`${server.url}/healthz`)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
  })();

  const answers = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT) {
        const answer = await upload(url(next++), server.anonKey, body);
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
      }
    }),
  );
  const floodMs = performance.now() - started;
  flooding = false;
  await health;
  clearInterval(sampler);
  peakMb = Math.max(peakMb, residentMb(server.pid, 'VmRSS'));
  const finalMb = residentMb(server.pid, 'VmRSS');
  latencies.sort((a, b) => a - b);

  console.log(
    `\n${COUNT} anonymous ${SIZE / 1024 / 1024} MB uploads, ${CONCURRENCY} at a time (built server, PGlite)\n`,
  );
  console.log(
    `answers (storage statusCode): ${[...answers].map(([status, n]) => `${n} × ${status}`).join(', ')}`,
  );
  console.log(`flood took ${Math.round(floodMs)} ms`);
  console.log(`RSS before ${startMb} MB, peak ${peakMb} MB, final ${finalMb} MB`);
  console.log(
    `/healthz during the flood: ${latencies.length} samples, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  );
} finally {
  await server.dispose();
}
