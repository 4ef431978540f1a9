import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, upload, versionOf } from './suites/image-transform';
import { ADMIN, backendDir, type RunningBackend, startBackend } from './support/backend';
import { signedIn } from './support/clients';
import { startS3, type TestS3 } from './support/s3-server';
import { photoJpeg } from './support/test-images';

const run = promisify(execFile);
const BUCKET = 'news-images';

/** `pnpm --filter @company/backend storage:to-s3` as the package script runs it. */
async function moveCommand(env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/storage/to-s3.ts', ...args],
      {
        cwd: backendDir,
        env: { ...process.env, ...env },
        timeout: 120_000,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

// A data folder that kept its uploads on disk moves them into a bucket, then serves them from there.
describe('moving a data folder’s uploads into S3 (PGlite)', () => {
  let s3: TestS3;
  let dataDir = '';
  let backend: RunningBackend | undefined;
  let bytes: Buffer;
  let version = '';
  const name = 'moved/photo.jpg';

  beforeAll(async () => {
    s3 = await startS3();
    dataDir = mkdtempSync(join(tmpdir(), 'backend-test-'));
    const onDisk = await startBackend({ dataDir });
    try {
      const admin = await signedIn(onDisk.url, onDisk.anonKey, ADMIN.email, ADMIN.password);
      bytes = await photoJpeg(800, 600);
      await upload(admin, BUCKET, name, bytes, 'image/jpeg');
      version = await versionOf(admin, BUCKET, name);
      expect((await render(onDisk, `${BUCKET}/${name}`, 'width=100', { accept: 'image/webp' })).status).toBe(
        200,
      );
    } finally {
      expect(await onDisk.stop()).toBe(0);
    }
  });
  afterAll(async () => {
    await backend?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
    await s3?.stop();
  });

  it('refuses to run without a bucket named', async () => {
    const answer = await moveCommand({ DATA_DIR: dataDir, STORAGE_BACKEND: 'disk' });
    expect(answer.code).toBe(1);
    expect(answer.output).toMatch(/STORAGE_BACKEND=s3 with STORAGE_S3_BUCKET/);
    expect(existsSync(join(dataDir, 'storage', BUCKET, version))).toBe(true);
  });

  it('copies every stored file, checks its size in the bucket, then deletes the local copy; again, it finds nothing to do', async () => {
    const local = readdirSync(join(dataDir, 'storage', BUCKET));
    expect(local).toContain(version);
    const first = await moveCommand({ DATA_DIR: dataDir, ...s3.env });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(
      `${local.length} copied, 0 already there, ${local.length} local copies removed, 0 failed`,
    );
    expect(await s3.size(`${BUCKET}/${version}`)).toBe(bytes.byteLength);
    expect(readdirSync(join(dataDir, 'storage', BUCKET))).toEqual([]);
    expect(existsSync(join(dataDir, 'storage', '.variants'))).toBe(false);
    const again = await moveCommand({ DATA_DIR: dataDir, ...s3.env });
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('0 copied, 0 already there, 0 local copies removed, 0 failed');
  });

  it('serves and transforms the moved image from the bucket once started with STORAGE_BACKEND=s3', async () => {
    backend = await startBackend({ dataDir, env: s3.env });
    const answer = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/${name}`);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    // A width on the ladder (docs/storage-and-images.md): the variant is made and stored at it.
    const rendered = await render(backend, `${BUCKET}/${name}`, 'width=320', { accept: 'image/webp' });
    expect(rendered.status).toBe(200);
    expect((await sharp(rendered.body).metadata()).width).toBe(320);
    expect(await s3.keys(`.variants/${BUCKET}/${version}/`)).toEqual([
      `.variants/${BUCKET}/${version}/w320-h0-cover-q80.webp`,
    ]);
  });
});
