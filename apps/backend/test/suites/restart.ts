import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BackendOptions, startBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { PNG } from '../support/images';
import type { Target } from '../support/targets';

/** Write, stop with SIGTERM, start again on the same data, read it back; first-start work happens once. */
export function restartSuite(target: Target): void {
  describe.skipIf(!target.available)(`restart on ${target.name}`, () => {
    it('keeps committed writes across a SIGTERM, and prints a generated admin password only once', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'backend-restart-'));
      const storage = await target.freshStorage();
      // No ADMIN_EMAIL/ADMIN_PASSWORD: the server makes an admin with a generated password.
      const options: BackendOptions = {
        dataDir,
        env: { ...storage.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      };
      try {
        const first = await startBackend(options);
        const printed =
          /Created the admin account (\S+) with the password (\S+) \(shown only this once\)/.exec(
            first.logs(),
          );
        expect(printed).not.toBeNull();
        const [, email, password] = printed as unknown as [string, string, string];
        expect(first.logs()).toMatch(/Listening on http:\/\/127\.0\.0\.1:\d+/);
        const admin = await signedIn(first.url, first.anonKey, email, password);
        const inserted = await admin
          .from('news')
          .insert({ title: '재시작 확인', content: '<p>남아 있어야 합니다</p>', thumbnail: '/t.png' })
          .select('id')
          .single();
        expect(inserted.error).toBeNull();
        expect(
          (await admin.storage.from('news-images').upload('news/kept.png', PNG, { contentType: 'image/png' }))
            .error,
        ).toBeNull();
        expect(await first.stop()).toBe(0);

        const second = await startBackend(options);
        try {
          expect(second.logs()).not.toContain(password);
          expect(second.logs()).not.toMatch(/Applied \d+ migrations|Loaded sample content/);
          expect(second.anonKey).toBe(first.anonKey); // the same JWT_SECRET, kept in DATA_DIR
          const anon = client(second.url, second.anonKey);
          const read = await anon.from('news').select('title').eq('id', inserted.data?.id).single();
          expect(read.data?.title).toBe('재시작 확인');
          expect((await anon.from('news').select('id')).data).toHaveLength(4); // the seed was not loaded twice
          const image = await fetch(`${second.url}/storage/v1/object/public/news-images/news/kept.png`);
          expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
          await signedIn(second.url, second.anonKey, email, password);
        } finally {
          await second.stop();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 600_000);
  });
}
