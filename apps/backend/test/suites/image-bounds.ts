import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { signedIn } from '../support/clients';
import { photoJpeg, stripesPng } from '../support/test-images';
import { render, upload, versionOf } from './image-transform';

const BUCKET = 'news-images';

/** The variant files of one object version in a disk store. */
function variantFiles(backend: RunningBackend, version: string): string[] {
  const folder = join(backend.dataDir, 'storage', '.variants', BUCKET, version);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

/** A render as one client (by X-Forwarded-For: the server trusts one proxy hop). */
async function renderAs(
  backend: RunningBackend,
  client: string,
  path: string,
  query: string,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await fetch(`${backend.url}/storage/v1/render/image/public/${BUCKET}/${path}?${query}`, {
    headers: { apikey: backend.anonKey, 'X-Forwarded-For': client, Accept: 'image/avif,image/webp' },
    signal,
  });
  await answer.arrayBuffer();
  return answer.status;
}

/**
 * The bounds of image work that need settings of their own: a variant store of 1 MB, at most 4 variants per
 * object, and one trusted proxy (TRUST_PROXY=1) so that a test can speak as several clients.
 */
export function imageBoundsSuite(backendOf: () => RunningBackend): void {
  let backend: RunningBackend;
  let admin: SupabaseClient;

  beforeAll(async () => {
    backend = backendOf();
    admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
  });

  it('evicts the least recently used variant first once the store is over its quota, and logs it', async () => {
    const photos = Array.from({ length: 10 }, (_, i) => `bounds/lru-${i}.jpg`);
    const versions: string[] = [];
    for (const name of photos) {
      await upload(admin, BUCKET, name, await photoJpeg(1200, 900), 'image/jpeg');
      versions.push(await versionOf(admin, BUCKET, name));
    }
    const make = async (i: number) => {
      const answer = await render(backend, `${BUCKET}/${photos[i]}`, 'width=960&format=origin');
      expect(answer.status).toBe(200);
      return answer.body.byteLength;
    };
    const sizes = [await make(0), await make(1)];
    // Served again: the first becomes the most recently used.
    await make(0);
    let next = 2;
    while (variantFiles(backend, versions[1] ?? '').length > 0 && next < photos.length) {
      sizes.push(await make(next));
      next += 1;
    }
    expect(sizes.every((size) => size < 1024 * 1024)).toBe(true);
    expect(variantFiles(backend, versions[1] ?? '')).toEqual([]);
    expect(variantFiles(backend, versions[0] ?? '')).toHaveLength(1);
    expect(backend.logs()).toMatch(/image variants: evicted \d+ \(\d+ bytes\)/);
  });

  it('keeps at most 4 variants of one object, the least recently used out', async () => {
    const name = 'bounds/stripes.png';
    await upload(admin, BUCKET, name, await stripesPng(1000, 500), 'image/png');
    const version = await versionOf(admin, BUCKET, name);
    for (const width of [160, 320, 480, 640, 960]) {
      expect((await render(backend, `${BUCKET}/${name}`, `width=${width}&format=origin`)).status).toBe(200);
    }
    expect(variantFiles(backend, version)).toHaveLength(4);
    expect(variantFiles(backend, version).some((file) => file.startsWith('w160-'))).toBe(false);
  });

  it('answers a cached variant, and another client’s first view, while one client floods the queue', async () => {
    const name = 'bounds/queue.jpg';
    await upload(admin, BUCKET, name, await photoJpeg(1600, 1200), 'image/jpeg');
    const other = 'bounds/other.jpg';
    await upload(admin, BUCKET, other, await photoJpeg(1600, 1200), 'image/jpeg');
    expect(await renderAs(backend, '203.0.113.2', name, 'width=320')).toBe(200);

    const finished: string[] = [];
    const flood = Array.from({ length: 12 }, (_, i) =>
      renderAs(backend, '203.0.113.1', name, `width=480&height=${100 + i}`).then((status) => {
        finished.push(`flood-${i}`);
        return status;
      }),
    );
    // A variant already made: answered at once, whatever waits.
    const hit = await renderAs(backend, '203.0.113.2', name, 'width=320');
    finished.push('hit');
    // A first view by someone else: made in its turn, not after the whole flood.
    const firstView = await renderAs(backend, '203.0.113.3', other, 'width=480');
    finished.push('first-view');
    expect([hit, firstView]).toEqual([200, 200]);
    expect((await Promise.all(flood)).every((status) => status === 200)).toBe(true);
    expect(finished.indexOf('hit')).toBeLessThan(3);
    expect(finished.indexOf('first-view')).toBeLessThan(8);
  });

  it('does not keep a variant whose client went away before it was made', async () => {
    const name = 'bounds/aborted.jpg';
    await upload(admin, BUCKET, name, await photoJpeg(1600, 1200), 'image/jpeg');
    const version = await versionOf(admin, BUCKET, name);
    const flood = Array.from({ length: 8 }, (_, i) =>
      renderAs(backend, '203.0.113.4', name, `width=640&height=${200 + i}`),
    );
    const controller = new AbortController();
    const aborted = renderAs(backend, '203.0.113.4', name, 'width=1920', controller.signal).catch(
      (error: unknown) => String(error),
    );
    // Wait until the server has the flood in hand (the first of it stored), then leave.
    while (variantFiles(backend, version).length === 0) await new Promise((done) => setTimeout(done, 20));
    controller.abort();
    expect(String(await aborted)).toMatch(/abort/i);
    await Promise.all(flood);
    expect(variantFiles(backend, version).some((file) => file.startsWith('w1920-'))).toBe(false);
    // Asked again, it is made.
    expect(await renderAs(backend, '203.0.113.4', name, 'width=1920')).toBe(200);
    const meta = await sharp((await render(backend, `${BUCKET}/${name}`, 'width=1920')).body).metadata();
    expect(meta.width).toBe(1600);
  });
}
