import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { signedIn } from '../support/clients';
import { PNG } from '../support/images';
import type { SharedBackend } from '../support/shared';

const BUCKET = 'news-images';

/** A second, different PNG: the first one's bytes with a trailing chunk-free byte run changed. */
const OTHER_PNG = Buffer.concat([PNG, Buffer.from('other')]);

/**
 * Object names that are an object and a folder at once (`a` and `a/b.png`), in both orders, and every way an
 * upload or delete can end: the database row and the file stay together, and nothing is left on disk that no
 * row names.
 */
export function storageNamesSuite(shared: SharedBackend): void {
  describe('storage names that are an object and a folder at once', () => {
    let backend: RunningBackend;
    let admin: SupabaseClient;
    const publicBytes = async (name: string) => {
      const response = await fetch(`${backend.url}/storage/v1/object/public/${BUCKET}/${name}`);
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const filesOnDisk = () => readdirSync(join(backend.dataDir, 'storage', BUCKET)).sort();
    const rowCount = async () => {
      const { data, error } = await admin.storage.from(BUCKET).list('', { limit: 1000 });
      expect(error).toBeNull();
      return data;
    };

    beforeAll(async () => {
      backend = shared.get();
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
    });

    it.each([
      { first: 'folder-first/b.png', second: 'folder-first' },
      { first: 'c.png', second: 'c.png/d.png' },
    ])('uploads $first and then $second, serves both whole, and deletes each', async ({ first, second }) => {
      const bucket = admin.storage.from(BUCKET);
      expect((await bucket.upload(first, PNG, { contentType: 'image/png' })).error).toBeNull();
      expect((await bucket.upload(second, OTHER_PNG, { contentType: 'image/png' })).error).toBeNull();

      expect(await publicBytes(first)).toEqual({ status: 200, bytes: PNG });
      expect(await publicBytes(second)).toEqual({ status: 200, bytes: OTHER_PNG });

      const removedFirst = await bucket.remove([first]);
      expect(removedFirst.error).toBeNull();
      expect(removedFirst.data?.map((object) => object.name)).toEqual([first]);
      expect((await publicBytes(first)).status).toBe(400);
      expect(await publicBytes(second)).toEqual({ status: 200, bytes: OTHER_PNG });

      const removedSecond = await bucket.remove([second]);
      expect(removedSecond.data?.map((object) => object.name)).toEqual([second]);
      expect((await publicBytes(second)).status).toBe(400);
    });

    it('keeps one file per object on disk: an upsert replaces the file, a delete removes it', async () => {
      const bucket = admin.storage.from(BUCKET);
      const before = filesOnDisk();
      expect((await bucket.upload('replaced.png', PNG, { contentType: 'image/png' })).error).toBeNull();
      expect(filesOnDisk()).toHaveLength(before.length + 1);

      const upsert = await bucket.upload('replaced.png', OTHER_PNG, {
        contentType: 'image/png',
        upsert: true,
      });
      expect(upsert.error).toBeNull();
      expect(await publicBytes('replaced.png')).toEqual({ status: 200, bytes: OTHER_PNG });
      expect(filesOnDisk()).toHaveLength(before.length + 1);

      expect((await bucket.update('replaced.png', PNG, { contentType: 'image/png' })).error).toBeNull();
      expect(await publicBytes('replaced.png')).toEqual({ status: 200, bytes: PNG });
      expect(filesOnDisk()).toHaveLength(before.length + 1);

      expect((await bucket.remove(['replaced.png'])).error).toBeNull();
      expect(filesOnDisk()).toEqual(before);
    });

    it('leaves no file behind when the row is refused, and keeps the existing object whole', async () => {
      const bucket = admin.storage.from(BUCKET);
      expect((await bucket.upload('taken.png', PNG, { contentType: 'image/png' })).error).toBeNull();
      const before = filesOnDisk();
      const objectsBefore = await rowCount();

      // The name is taken and this is no upsert: the row is refused after the file was written.
      const duplicate = await bucket.upload('taken.png', OTHER_PNG, { contentType: 'image/png' });
      expect(duplicate.error).not.toBeNull();
      // An update of a name that does not exist: no row to write.
      const missing = await bucket.update('never-uploaded.png', OTHER_PNG, { contentType: 'image/png' });
      expect(missing.error).not.toBeNull();
      // Anonymous: row-level security refuses the row.
      const anonymous = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/anon.png`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          'Content-Type': 'image/png',
        },
        body: PNG,
      });
      expect(anonymous.status).toBeGreaterThanOrEqual(400);
      expect(anonymous.status).toBeLessThan(500);

      expect(filesOnDisk()).toEqual(before);
      expect(await rowCount()).toEqual(objectsBefore);
      expect(await publicBytes('taken.png')).toEqual({ status: 200, bytes: PNG });
      expect((await bucket.remove(['taken.png'])).error).toBeNull();
    });

    it('accepts the names Supabase accepts: spaces, unicode, dots and brackets', async () => {
      const bucket = admin.storage.from(BUCKET);
      for (const name of ['공지 사진 (1).png', 'a.b/c d/[x]!.png', 'ünïcode/ñ.png']) {
        const upload = await bucket.upload(name, PNG, { contentType: 'image/png' });
        expect(upload.error, name).toBeNull();
        const response = await fetch(bucket.getPublicUrl(name).data.publicUrl);
        expect(response.status, name).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(PNG), name).toBe(true);
        expect((await bucket.remove([name])).error, name).toBeNull();
      }
    });
  });
}
