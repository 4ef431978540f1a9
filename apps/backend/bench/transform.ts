/**
 * Image transformations under a burst: the built server on PGlite (objects on disk), four photos of 12
 * megapixels (about 5 MB of JPEG each, made here with sharp), then 20 first requests for 20 different
 * variants at once (widths 320–2500, AVIF and WebP), with the server's resident memory sampled every 50 ms
 * from /proc. Then 200 requests one after another for a variant already made, and 200 for an original
 * object of the same size and for a 5 MB original, compared by p50.
 * Run with `pnpm exec tsx bench/transform.ts` from apps/backend.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { ADMIN, startBackend } from '../test/support/backend';
import { signedIn } from '../test/support/clients';
import { residentMb } from './proc';

const PHOTOS = 4;
const BURST = 20;
const REPEATS = 200;
const MEMORY_LIMIT_MB = 600;
const WIDTHS = [320, 480, 640, 800, 1024, 1280, 1600, 1920, 2500, 400];
const AVIF = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP = 'image/webp,*/*';

/** A 4000 × 3000 photo-like JPEG (gradients and grain), about 5 MB. */
async function photo(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < raw.length; i += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const grain = state % 64;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = ((x * 255) / width + grain + seed * 40) & 255;
    raw[i + 1] = ((y * 255) / height + grain) & 255;
    raw[i + 2] = ((x + y) / 16 + grain) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The server's child processes now (its image process; the PGlite initialiser is gone by then). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Resident MB of the server and of its image process, and their sum. */
function memory(pid: number): { server: number; images: number; total: number } {
  const server = residentMb(pid, 'VmRSS');
  const images = childrenOf(pid)
    .map((child) => residentMb(child, 'VmRSS'))
    .filter((mb) => Number.isFinite(mb))
    .reduce((sum, mb) => sum + mb, 0);
  return { server, images, total: server + images };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};

async function timed(
  url: string,
  headers: Record<string, string>,
): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const answer = await fetch(url, { headers });
  const body = await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status, bytes: body.byteLength };
}

/** REPEATS requests to each target, one after another and taking turns (so load changes hit all alike). */
async function interleaved(targets: { url: string; headers: Record<string, string> }[]) {
  const times = targets.map(() => [] as number[]);
  const bytes = targets.map(() => 0);
  for (const target of targets) await timed(target.url, target.headers);
  for (let i = 0; i < REPEATS; i += 1) {
    for (const [t, target] of targets.entries()) {
      const answer = await timed(target.url, target.headers);
      if (answer.status !== 200) throw new Error(`${target.url}: ${answer.status}`);
      times[t]?.push(answer.ms);
      bytes[t] = answer.bytes;
    }
  }
  return targets.map((_, t) => ({
    p50: percentile(times[t] ?? [], 0.5),
    p99: percentile(times[t] ?? [], 0.99),
    bytes: bytes[t] ?? 0,
  }));
}

const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i + 1)));
const server = await startBackend({ built: true });
try {
  const admin = await signedIn(server.url, server.anonKey, ADMIN.email, ADMIN.password);
  const bucket = admin.storage.from('news-images');
  for (const [i, bytes] of photos.entries()) {
    const { error } = await bucket.upload(`bench/photo-${i}.jpg`, bytes, { contentType: 'image/jpeg' });
    if (error) throw new Error(`upload failed: ${error.message}`);
  }
  const render = (path: string, query: string) =>
    `${server.url}/storage/v1/render/image/public/news-images/${path}?${query}`;
  const headers = (accept: string) => ({ apikey: server.anonKey, Accept: accept });

  const start = memory(server.pid);
  const peak = { ...start };
  const sample = () => {
    const now = memory(server.pid);
    peak.server = Math.max(peak.server, now.server);
    peak.images = Math.max(peak.images, now.images);
    peak.total = Math.max(peak.total, now.total);
  };
  const sampler = setInterval(sample, 50);
  const burstStarted = performance.now();
  const burst = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      timed(
        render(
          `bench/photo-${i % PHOTOS}.jpg`,
          `width=${WIDTHS[i % WIDTHS.length]}&quality=${70 + (i % 3) * 5}`,
        ),
        headers(i % 2 === 0 ? AVIF : WEBP),
      ),
    ),
  );
  const burstMs = performance.now() - burstStarted;
  clearInterval(sampler);
  sample();
  const answered = burst.filter((answer) => answer.status === 200).length;
  const firstTimes = burst.map((answer) => answer.ms);

  // A variant made above, now from the cache; an original object of the same size; a 5 MB original.
  const cachedUrl = render('bench/photo-0.jpg', 'width=800&quality=70');
  const variantBytes = Buffer.from(await (await fetch(cachedUrl, { headers: headers(WEBP) })).arrayBuffer());
  await bucket.upload('bench/same-size.webp', variantBytes, { contentType: 'image/webp' });
  const [cached, sameSize, large] = await interleaved([
    { url: cachedUrl, headers: headers(WEBP) },
    {
      url: `${server.url}/storage/v1/object/public/news-images/bench/same-size.webp`,
      headers: headers('*/*'),
    },
    { url: `${server.url}/storage/v1/object/public/news-images/bench/photo-0.jpg`, headers: headers('*/*') },
  ]);
  if (!cached || !sameSize || !large) throw new Error('no measurement');
  const end = memory(server.pid);

  console.log(
    `\nImage transformations, built server on PGlite, ${PHOTOS} photos of 4000 × 3000 (${photos.map((p) => (p.byteLength / 1048576).toFixed(1)).join(', ')} MB)\n`,
  );
  console.log('| measurement                                   | value |');
  console.log('| --------------------------------------------- | ----: |');
  console.log(`| ${BURST} first requests at once, answered 200        | ${answered}/${BURST} |`);
  console.log(`| burst: all answered after (ms)                | ${Math.round(burstMs)} |`);
  console.log(
    `| burst: p50 / max of one request (ms)          | ${Math.round(percentile(firstTimes, 0.5))} / ${Math.round(Math.max(...firstTimes))} |`,
  );
  console.log(
    `| server's resident MB: before / peak / after    | ${start.server} / ${peak.server} / ${end.server} |`,
  );
  console.log(`| image process's resident MB: peak / after      | ${peak.images} / ${end.images} |`);
  console.log(
    `| both together, MB: before / peak / after       | ${start.total} / ${peak.total} / ${end.total} |`,
  );
  console.log(
    `| cached variant (${variantBytes.byteLength} B): p50 / p99 ms    | ${cached.p50.toFixed(2)} / ${cached.p99.toFixed(2)} |`,
  );
  console.log(
    `| original of the same size: p50 / p99 ms       | ${sameSize.p50.toFixed(2)} / ${sameSize.p99.toFixed(2)} |`,
  );
  console.log(
    `| original photo (${large.bytes} B): p50 / p99 ms | ${large.p50.toFixed(2)} / ${large.p99.toFixed(2)} |`,
  );
  const memoryOk = peak.total < MEMORY_LIMIT_MB;
  const allAnswered = answered === BURST;
  const fastEnough = cached.p50 <= sameSize.p50;
  console.log(
    `\nserver and image process together under ${MEMORY_LIMIT_MB} MB: ${memoryOk ? 'yes' : 'NO'}; all answered: ${allAnswered ? 'yes' : 'NO'}; ` +
      `cached variant at least as fast as an original of its size: ${fastEnough ? 'yes' : 'NO'}`,
  );
  if (!memoryOk || !allAnswered) process.exitCode = 1;
} finally {
  await server.dispose();
}
