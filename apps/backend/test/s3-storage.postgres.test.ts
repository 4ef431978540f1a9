import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageTransformSuite, render, upload, versionOf } from './suites/image-transform';
import { ADMIN, type RunningBackend, startBackend } from './support/backend';
import { signedIn } from './support/clients';
import { PRIVATE_BUCKET_SQL, runSqlBeforeStart } from './support/prepared-storage';
import { startS3, type TestS3 } from './support/s3-server';
import { createStaffBeforeStart, EDITOR } from './support/staff';
import { postgres } from './support/targets';
import { photoJpeg } from './support/test-images';

const target = postgres();
const BUCKET = 'news-images';

const filesIn = (folder: string): string[] => (existsSync(folder) ? readdirSync(folder) : []);

// Two instances on one PostgreSQL and one S3 bucket (an s3rver on loopback), as behind a load balancer:
// whatever is uploaded through one is served, transformed and removed through the other.
describe.skipIf(!target.available)('S3 storage: two instances on one PostgreSQL and one bucket', () => {
  let s3: TestS3;
  let first: RunningBackend;
  let second: RunningBackend;
  let firstDir = '';
  let admin: SupabaseClient;

  beforeAll(async () => {
    s3 = await startS3();
    const storage = await target.freshStorage();
    const env = { ...storage.env, ...s3.env, JWT_SECRET: randomBytes(32).toString('hex') };
    firstDir = mkdtempSync(join(tmpdir(), 'backend-test-'));
    await createStaffBeforeStart({ dataDir: firstDir, env }, [EDITOR]);
    await runSqlBeforeStart({ dataDir: firstDir, env }, PRIVATE_BUCKET_SQL);
    // One after the other: the first applies the migrations and loads the sample content.
    first = await startBackend({ dataDir: firstDir, env });
    second = await startBackend({ env });
    admin = await signedIn(first.url, first.anonKey, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
    if (firstDir) rmSync(firstDir, { recursive: true, force: true });
    await s3?.stop();
  });

  it('moved the sample images into the bucket on the first start, and both instances serve them', async () => {
    expect(filesIn(join(firstDir, 'storage', BUCKET))).toEqual([]);
    const { data } = await admin.storage.from(BUCKET).list('seed');
    expect(data?.length ?? 0).toBeGreaterThan(0);
    const name = `seed/${data?.[0]?.name}`;
    // The sample images' eTags do not name their versions: one key per image in the bucket.
    expect((await s3.keys(`${BUCKET}/`)).length).toBeGreaterThanOrEqual(data?.length ?? 0);
    for (const instance of [first, second]) {
      const answer = await fetch(`${instance.url}/storage/v1/object/public/${BUCKET}/${name}`);
      expect(answer.status, instance.url).toBe(200);
    }
  });

  it('serves, transforms and removes through one instance an image uploaded through the other', async () => {
    const name = 'shared/photo.jpg';
    const bytes = await photoJpeg(1200, 800);
    await upload(admin, BUCKET, name, bytes, 'image/jpeg');
    const version = await versionOf(admin, BUCKET, name);
    expect(await s3.size(`${BUCKET}/${version}`)).toBe(bytes.byteLength);
    // Nothing on either instance's disk.
    expect(filesIn(join(firstDir, 'storage', BUCKET))).toEqual([]);
    expect(filesIn(join(second.dataDir, 'storage', BUCKET))).toEqual([]);

    const downloaded = await fetch(`${second.url}/storage/v1/object/public/${BUCKET}/${name}`);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(bytes)).toBe(true);

    const rendered = await render(second, `${BUCKET}/${name}`, 'width=320', { accept: 'image/webp' });
    expect(rendered.status).toBe(200);
    expect((await sharp(rendered.body).metadata()).width).toBe(320);
    const variants = await s3.keys(`.variants/${BUCKET}/${version}/`);
    expect(variants).toEqual([`.variants/${BUCKET}/${version}/w320-h0-cover-q80.webp`]);
    // The other instance finds the variant in the bucket: same bytes, same ETag.
    const fromFirst = await render(first, `${BUCKET}/${name}`, 'width=320', { accept: 'image/webp' });
    expect(fromFirst.body.equals(rendered.body)).toBe(true);
    expect(fromFirst.headers.get('etag')).toBe(rendered.headers.get('etag'));

    const removing = await signedIn(second.url, second.anonKey, ADMIN.email, ADMIN.password);
    expect((await removing.storage.from(BUCKET).remove([name])).error).toBeNull();
    expect(await s3.size(`${BUCKET}/${version}`)).toBeUndefined();
    expect(await s3.keys(`.variants/${BUCKET}/${version}/`)).toEqual([]);
    for (const instance of [first, second]) {
      const gone = await render(instance, `${BUCKET}/${name}`, 'width=320', { accept: 'image/webp' });
      expect(gone.json.statusCode, instance.url).toBe('404');
      const download = await fetch(`${instance.url}/storage/v1/object/public/${BUCKET}/${name}`);
      expect(download.status, instance.url).toBe(400);
    }
  });

  describe('the transformation suite on S3', () => {
    imageTransformSuite(() => first, {
      variantKeys: (bucket, version) => s3.keys(`.variants/${bucket}/${version}/`),
      hasObject: async (bucket, version) => (await s3.size(`${bucket}/${version}`)) !== undefined,
    });
  });
});
