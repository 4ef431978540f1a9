import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { PRIVATE_BUCKET } from '../support/prepared-storage';
import { EDITOR } from '../support/staff';
import {
  hasGps,
  jpegWithExif,
  photoJpeg,
  pixelAt,
  pngBomb,
  solidJpeg,
  stripesPng,
} from '../support/test-images';

const BUCKET = 'news-images';
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** What a test can see of the object store behind the server (the data folder, or the S3 bucket). */
export interface StoreInspector {
  /** The keys of the image variants stored for one object version. */
  variantKeys(bucket: string, version: string): Promise<string[]>;
  /** Whether the bytes of one object version are in the store. */
  hasObject(bucket: string, version: string): Promise<boolean>;
}

export interface Rendered {
  status: number;
  headers: Headers;
  body: Buffer;
  json: { statusCode?: string; message?: string };
}

export async function render(
  backend: RunningBackend,
  path: string,
  query: string,
  options: { accept?: string; token?: string; route?: 'public' | 'authenticated'; ifNoneMatch?: string } = {},
): Promise<Rendered> {
  const route = options.route ?? 'public';
  const headers: Record<string, string> = { apikey: backend.anonKey };
  if (route === 'authenticated') headers.Authorization = `Bearer ${options.token ?? backend.anonKey}`;
  if (options.accept !== undefined) headers.Accept = options.accept;
  if (options.ifNoneMatch !== undefined) headers['If-None-Match'] = options.ifNoneMatch;
  const answer = await fetch(
    `${backend.url}/storage/v1/render/image/${route}/${path}${query ? `?${query}` : ''}`,
    { headers },
  );
  const body = Buffer.from(await answer.arrayBuffer());
  let json: Rendered['json'] = {};
  if ((answer.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(body.toString('utf8'));
  return { status: answer.status, headers: answer.headers, body, json };
}

/** The version an object's bytes are stored under (its metadata's eTag), as staff list it. */
export async function versionOf(staff: SupabaseClient, bucket: string, name: string): Promise<string> {
  const slash = name.lastIndexOf('/');
  const { data, error } = await staff.storage
    .from(bucket)
    .list(name.slice(0, slash), { search: name.slice(slash + 1), limit: 100 });
  if (error) throw new Error(`list failed: ${error.message}`);
  const entry = data.find((item) => item.name === name.slice(slash + 1));
  const etag = (entry?.metadata as { eTag?: string } | undefined)?.eTag;
  if (!etag) throw new Error(`no version for ${name}`);
  return etag.replaceAll('"', '');
}

export async function upload(
  staff: SupabaseClient,
  bucket: string,
  name: string,
  bytes: Buffer,
  contentType: string,
  options: { upsert?: boolean; cacheControl?: string } = {},
): Promise<void> {
  const { error } = await staff.storage.from(bucket).upload(name, bytes, { contentType, ...options });
  if (error) throw new Error(`upload of ${name} failed: ${error.message}`);
}

/** Whether two colours differ by at most a few levels in each channel (resampling rounds). */
const near = (actual: readonly number[], expected: readonly number[]): boolean =>
  actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= 8);

const residentMb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

/**
 * `/storage/v1/render/image/…`: Supabase's image transformations, through the server's object store
 * (`inspect` sees it). The server must have EDITOR as staff and PRIVATE_BUCKET (prepared-storage.ts).
 */
export function imageTransformSuite(backendOf: () => RunningBackend, inspect: StoreInspector): void {
  let backend: RunningBackend;
  let admin: SupabaseClient;
  let editor: SupabaseClient;
  const stripes = 'transform/stripes.png';
  const photo = 'transform/photo.jpg';
  const exif = 'transform/exif.jpg';

  beforeAll(async () => {
    backend = backendOf();
    admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
    editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
    await upload(admin, BUCKET, stripes, await stripesPng(400, 200), 'image/png', { cacheControl: '120' });
    await upload(admin, BUCKET, photo, await photoJpeg(640, 480), 'image/jpeg');
    await upload(admin, BUCKET, exif, await jpegWithExif(), 'image/jpeg');
  });

  describe('parameters', () => {
    const size = async (query: string) => {
      const answer = await render(backend, `${BUCKET}/${stripes}`, query);
      expect(answer.status, `${query}: ${answer.body.toString().slice(0, 200)}`).toBe(200);
      const meta = await sharp(answer.body).metadata();
      return [meta.width, meta.height];
    };

    it('resizes to a width or a height on the ladder, keeping the proportions', async () => {
      expect(await size('width=160&format=origin')).toEqual([160, 80]);
      // A height alone snaps to the ladder too: 50 → 160.
      expect(await size('height=50&format=origin')).toEqual([320, 160]);
      expect(await size('width=100&format=origin')).toEqual([160, 80]);
    });

    it('fills the box and crops around the centre with resize=cover, the default', async () => {
      for (const query of [
        'width=160&height=160&format=origin',
        'width=100&height=100&resize=cover&format=origin',
      ]) {
        const answer = await render(backend, `${BUCKET}/${stripes}`, query);
        expect((await sharp(answer.body).metadata()).width).toBe(160);
        // The outer stripes (red, yellow) are cropped: the left edge is green.
        expect(near(await pixelAt(answer.body, 2, 80), [0, 255, 0])).toBe(true);
        expect(near(await pixelAt(answer.body, 157, 80), [0, 0, 255])).toBe(true);
      }
    });

    it('fits the whole image inside the box with resize=contain', async () => {
      expect(await size('width=160&height=160&resize=contain&format=origin')).toEqual([160, 80]);
    });

    it('stretches to the box with resize=fill', async () => {
      const answer = await render(
        backend,
        `${BUCKET}/${stripes}`,
        'width=160&height=160&resize=fill&format=origin',
      );
      expect((await sharp(answer.body).metadata()).height).toBe(160);
      expect(near(await pixelAt(answer.body, 2, 80), [255, 0, 0])).toBe(true);
      expect(near(await pixelAt(answer.body, 157, 80), [255, 255, 0])).toBe(true);
    });

    it('keeps the size without width and height, and never enlarges', async () => {
      expect(await size('format=origin')).toEqual([400, 200]);
      expect(await size('width=2500&format=origin')).toEqual([400, 200]);
    });

    it('encodes at the quality step nearest the one asked for (50, 65, 80; 80 by default)', async () => {
      const answer = (query: string) =>
        render(backend, `${BUCKET}/${photo}`, `format=origin&width=320${query}`);
      const bytes = async (query: string) => (await answer(query)).body;
      const low = await bytes('&quality=20');
      const middle = await bytes('&quality=65');
      const usual = await bytes('');
      expect(low.byteLength).toBeLessThan(middle.byteLength);
      expect(middle.byteLength).toBeLessThan(usual.byteLength);
      expect((await bytes('&quality=55')).equals(low)).toBe(true);
      expect((await bytes('&quality=70')).equals(middle)).toBe(true);
      const etag = (await answer('')).headers.get('etag');
      for (const quality of [80, 85, 90, 100]) {
        const same = await answer(`&quality=${quality}`);
        expect(same.body.equals(usual), String(quality)).toBe(true);
        expect(same.headers.get('etag'), String(quality)).toBe(etag);
      }
    });

    it('refuses a quality outside 20–100, a size above 2500 and unknown values with 400', async () => {
      for (const query of [
        'quality=19',
        'quality=101',
        'quality=good',
        'width=2501',
        'height=2501',
        'width=-5',
        'resize=crop',
        'format=png',
      ]) {
        const answer = await render(backend, `${BUCKET}/${stripes}`, query);
        expect(answer.status, query).toBe(400);
        expect(answer.json.statusCode, query).toBe('400');
      }
    });
  });

  describe('bounds', () => {
    const wide = 'transform/wide.jpg';
    beforeAll(async () => {
      await upload(admin, BUCKET, wide, await photoJpeg(1600, 1200), 'image/jpeg');
    });

    it('makes any width from 1 to 2500 at a rung of the ladder: 641 and 700 are one variant, 960 wide', async () => {
      const version = await versionOf(admin, BUCKET, wide);
      const answers = [];
      for (const width of [641, 700, 800, 960]) {
        answers.push(await render(backend, `${BUCKET}/${wide}`, `width=${width}`, { accept: 'image/webp' }));
      }
      for (const answer of answers) {
        expect(answer.body.equals(answers[0]?.body ?? Buffer.alloc(0))).toBe(true);
        expect(answer.headers.get('etag')).toBe(answers[0]?.headers.get('etag'));
        expect((await sharp(answer.body).metadata()).width).toBe(960);
      }
      for (const [width, rung] of [
        [1, 160],
        [161, 320],
        [1201, 1280],
      ] as const) {
        const answer = await render(backend, `${BUCKET}/${wide}`, `width=${width}`, { accept: 'image/webp' });
        expect((await sharp(answer.body).metadata()).width, String(width)).toBe(rung);
      }
      expect(
        (await inspect.variantKeys(BUCKET, version)).filter((key) => key.includes('/w960-')),
      ).toHaveLength(1);
    });

    it('never enlarges: above the original’s width (the top rung is 1920) the answer is the original’s width', async () => {
      for (const width of [1700, 1920, 2500]) {
        const answer = await render(backend, `${BUCKET}/${wide}`, `width=${width}`, { accept: 'image/webp' });
        expect((await sharp(answer.body).metadata()).width, String(width)).toBe(1600);
      }
    });

    it('serves the original instead of a variant in its own format that would be larger', async () => {
      const name = 'transform/small.jpg';
      const original = await photoJpeg(300, 200, 30);
      await upload(admin, BUCKET, name, original, 'image/jpeg');
      const same = await render(backend, `${BUCKET}/${name}`, 'quality=100&format=origin');
      expect(same.headers.get('content-type')).toBe('image/jpeg');
      expect(same.body.byteLength).toBeLessThanOrEqual(original.byteLength);
      expect(same.body.equals(original)).toBe(true);
      // A format the client asked for is made even when it is larger.
      const webp = await render(backend, `${BUCKET}/${name}`, 'quality=100', { accept: 'image/webp' });
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(webp.body).metadata()).format).toBe('webp');
    });
  });

  describe('formats', () => {
    const formatOf = async (answer: Rendered) => (await sharp(answer.body).metadata()).format;

    it('answers AVIF when accepted, else WebP when accepted, else the original format, varying on Accept', async () => {
      const avif = await render(backend, `${BUCKET}/${photo}`, 'width=64', { accept: CHROME_ACCEPT });
      expect(avif.headers.get('content-type')).toBe('image/avif');
      expect(await formatOf(avif)).toBe('heif');
      const webp = await render(backend, `${BUCKET}/${photo}`, 'width=64', { accept: 'image/webp,*/*' });
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(await formatOf(webp)).toBe('webp');
      const plain = await render(backend, `${BUCKET}/${photo}`, 'width=64', { accept: '*/*' });
      expect(plain.headers.get('content-type')).toBe('image/jpeg');
      expect(await formatOf(plain)).toBe('jpeg');
      for (const answer of [avif, webp, plain])
        expect(answer.headers.get('vary') ?? '').toMatch(/\bAccept\b/);
      expect(new Set([avif, webp, plain].map((answer) => answer.headers.get('etag'))).size).toBe(3);
    });

    it('keeps the original format with format=origin, whatever the client accepts', async () => {
      const png = await render(backend, `${BUCKET}/${stripes}`, 'width=64&format=origin', {
        accept: CHROME_ACCEPT,
      });
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(await formatOf(png)).toBe('png');
      expect(png.headers.get('vary') ?? '').not.toMatch(/\bAccept\b/);
    });

    it('applies EXIF orientation and serves no EXIF or GPS', async () => {
      const original = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/${exif}`);
      const originalMeta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
      expect(originalMeta.orientation).toBe(6);
      expect(hasGps(originalMeta.exif)).toBe(true);
      for (const accept of [CHROME_ACCEPT, 'image/webp', '*/*']) {
        const answer = await render(backend, `${BUCKET}/${exif}`, 'width=100', { accept });
        expect(answer.status).toBe(200);
        const meta = await sharp(answer.body).metadata();
        // Stored 300 × 200 turned a quarter: 200 × 300, here at width 100 (made at the rung 160).
        expect([meta.width, meta.height], accept).toEqual([160, 240]);
        expect(meta.orientation, accept).toBeUndefined();
        expect(meta.exif, accept).toBeUndefined();
        expect(hasGps(meta.exif), accept).toBe(false);
        expect(answer.body.includes(Buffer.from('TestPhone')), accept).toBe(false);
      }
    });

    it('renders a 12-megapixel phone photo', async () => {
      await upload(admin, BUCKET, 'transform/phone.jpg', await photoJpeg(4000, 3000, 80), 'image/jpeg');
      const answer = await render(backend, `${BUCKET}/transform/phone.jpg`, 'width=800', {
        accept: 'image/webp',
      });
      expect(answer.status).toBe(200);
      const meta = await sharp(answer.body).metadata();
      // 800 is made at the rung above, 960.
      expect([meta.width, meta.height]).toEqual([960, 720]);
    });

    it('refuses a decompression bomb quickly, without a memory spike', async () => {
      await upload(admin, BUCKET, 'transform/bomb.png', pngBomb(30000, 30000), 'image/png');
      const before = residentMb(backend.pid);
      const started = Date.now();
      const answer = await render(backend, `${BUCKET}/transform/bomb.png`, 'width=100', {
        accept: 'image/webp',
      });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe('The source image resolution is too large to process');
      expect(residentMb(backend.pid) - before).toBeLessThan(100);
      expect((await fetch(`${backend.url}/healthz`)).ok).toBe(true);
    });

    it('refuses an SVG or a file that is not an image', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      await upload(admin, PRIVATE_BUCKET, 'drawing.svg', svg, 'image/svg+xml');
      await upload(admin, PRIVATE_BUCKET, 'fake.png', Buffer.from('not a png at all'), 'image/png');
      for (const name of ['drawing.svg', 'fake.png']) {
        const answer = await render(backend, `${PRIVATE_BUCKET}/${name}`, 'width=10', {
          route: 'authenticated',
          token: await tokenOf(admin),
        });
        expect(answer.status, name).toBe(400);
        expect(answer.json.message, name).toBe('The source image is invalid or unsupported for rendering');
      }
    });
  });

  describe('access', () => {
    it('serves a public bucket’s image to anyone by its public URL, as supabase-js builds it', async () => {
      const url = client(backend.url, backend.anonKey)
        .storage.from(BUCKET)
        .getPublicUrl(photo, { transform: { width: 50, height: 50, resize: 'contain', quality: 60 } })
        .data.publicUrl;
      expect(url).toContain(
        `/storage/v1/render/image/public/${BUCKET}/${photo}?width=50&height=50&resize=contain&quality=60`,
      );
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      // Made at 160 × 160 (the rung above 50), the whole 640 × 480 photo inside it.
      expect([meta.width, meta.height]).toEqual([160, 120]);
    });

    it('applies row-level security on the authenticated route: staff read news images, anon does not', async () => {
      const anon = await render(backend, `${BUCKET}/${photo}`, 'width=40', { route: 'authenticated' });
      expect(anon.status).toBe(400);
      expect(anon.json.statusCode).toBe('404');
      const staff = await render(backend, `${BUCKET}/${photo}`, 'width=40', {
        route: 'authenticated',
        token: await tokenOf(editor),
      });
      expect(staff.status).toBe(200);
      // supabase-js's download with a transform uses this route.
      const downloaded = await editor.storage
        .from(BUCKET)
        .download(photo, { transform: { width: 40, format: 'origin' } });
      expect(downloaded.error).toBeNull();
      const meta = await sharp(Buffer.from(await (downloaded.data as Blob).arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['jpeg', 160]);
      const anonDownload = await client(backend.url, backend.anonKey)
        .storage.from(BUCKET)
        .download(photo, { transform: { width: 40 } });
      expect(anonDownload.error).not.toBeNull();
    });

    it('keeps a private bucket’s image from the public route and from anyone its policies refuse', async () => {
      await upload(admin, PRIVATE_BUCKET, 'secret.jpg', await solidJpeg(60, 40, [10, 20, 30]), 'image/jpeg');
      const publicly = await render(backend, `${PRIVATE_BUCKET}/secret.jpg`, 'width=20');
      expect(publicly.status).toBe(400);
      expect(publicly.json.statusCode).toBe('404');
      expect(publicly.json.message).toBe('Bucket not found');
      const anon = await render(backend, `${PRIVATE_BUCKET}/secret.jpg`, 'width=20', {
        route: 'authenticated',
      });
      expect(anon.json.statusCode).toBe('404');
      const staff = await render(backend, `${PRIVATE_BUCKET}/secret.jpg`, 'width=20', {
        route: 'authenticated',
        token: await tokenOf(editor),
      });
      expect(staff.status).toBe(200);
      // The rung above 20 is 160, but a 60-pixel image is never enlarged.
      expect((await sharp(staff.body).metadata()).width).toBe(60);
    });
  });

  describe('caching', () => {
    it('answers with the object’s Cache-Control, an ETag per variant, and 304 to If-None-Match', async () => {
      const first = await render(backend, `${BUCKET}/${stripes}`, 'width=120', { accept: 'image/webp' });
      expect(first.headers.get('cache-control')).toBe('max-age=120');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);
      const again = await render(backend, `${BUCKET}/${stripes}`, 'width=120', { accept: 'image/webp' });
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.body.equals(first.body)).toBe(true);
      const other = await render(backend, `${BUCKET}/${stripes}`, 'width=161', { accept: 'image/webp' });
      expect(other.headers.get('etag')).not.toBe(etag);
      const unchanged = await render(backend, `${BUCKET}/${stripes}`, 'width=120', {
        accept: 'image/webp',
        ifNoneMatch: etag,
      });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body.byteLength).toBe(0);
      expect(unchanged.headers.get('etag')).toBe(etag);
      const version = await versionOf(admin, BUCKET, stripes);
      expect(await inspect.variantKeys(BUCKET, version)).toEqual(
        expect.arrayContaining([expect.stringMatching(/w160-h0-cover-q80\.webp$/)]),
      );
    });

    it('serves the new image once its object is replaced, and drops the old one’s variants', async () => {
      const name = 'transform/replaced.jpg';
      await upload(admin, BUCKET, name, await solidJpeg(80, 80, [255, 0, 0]), 'image/jpeg');
      const before = await versionOf(admin, BUCKET, name);
      const red = await render(backend, `${BUCKET}/${name}`, 'width=40&format=origin');
      expect((await pixelAt(red.body, 20, 20))[0]).toBeGreaterThan(200);
      expect(await inspect.variantKeys(BUCKET, before)).toHaveLength(1);

      await upload(admin, BUCKET, name, await solidJpeg(80, 80, [0, 0, 255]), 'image/jpeg', { upsert: true });
      const after = await versionOf(admin, BUCKET, name);
      expect(after).not.toBe(before);
      const blue = await render(backend, `${BUCKET}/${name}`, 'width=40&format=origin');
      expect((await pixelAt(blue.body, 20, 20))[2]).toBeGreaterThan(200);
      expect(blue.headers.get('etag')).not.toBe(red.headers.get('etag'));
      expect(await inspect.variantKeys(BUCKET, before)).toEqual([]);
      expect(await inspect.hasObject(BUCKET, before)).toBe(false);
    });

    it('serves nothing once its object is removed, and drops its variants', async () => {
      const name = 'transform/removed.jpg';
      await upload(admin, BUCKET, name, await solidJpeg(80, 80, [0, 200, 0]), 'image/jpeg');
      const version = await versionOf(admin, BUCKET, name);
      expect((await render(backend, `${BUCKET}/${name}`, 'width=30', { accept: 'image/webp' })).status).toBe(
        200,
      );
      expect((await render(backend, `${BUCKET}/${name}`, 'width=31', { accept: 'image/avif' })).status).toBe(
        200,
      );
      expect(await inspect.variantKeys(BUCKET, version)).toHaveLength(2);
      expect((await admin.storage.from(BUCKET).remove([name])).error).toBeNull();
      const gone = await render(backend, `${BUCKET}/${name}`, 'width=30', { accept: 'image/webp' });
      expect(gone.status).toBe(400);
      expect(gone.json.statusCode).toBe('404');
      expect(await inspect.variantKeys(BUCKET, version)).toEqual([]);
      expect(await inspect.hasObject(BUCKET, version)).toBe(false);
    });
  });
}

async function tokenOf(supabase: SupabaseClient): Promise<string> {
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new Error('not signed in');
  return data.session.access_token;
}
