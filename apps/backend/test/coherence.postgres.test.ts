import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, fixturesDir, type RunningBackend, startBackend } from './support/backend';
import { signedIn, withAccessToken } from './support/clients';
import { within } from './support/eventually';
import { scheduleNews } from './support/schedule';
import { roleSeenBy, serviceClient } from './support/service-key';
import { postgres } from './support/targets';

const target = postgres();
const COHERENT_MS = 1000;
const EDITOR = { email: 'coherence-editor@example.com', password: 'coherence-editor-1' };

const page = async (backend: RunningBackend, path: string) => (await fetch(`${backend.url}${path}`)).text();

// Two instances on one PostgreSQL (sharing its JWT secret, as instances behind one load balancer do) serve
// the same site: a write, a scheduled moment or a role change through either is seen by both within a
// second, through LISTEN/NOTIFY.
describe.skipIf(!target.available)('two instances on one PostgreSQL', () => {
  let first: RunningBackend;
  let second: RunningBackend;
  let admin: SupabaseClient;
  let databaseUrl = '';

  beforeAll(async () => {
    const storage = await target.freshStorage();
    databaseUrl = storage.env?.DATABASE_URL ?? '';
    const env = {
      ...storage.env,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SITE_SERVER_DIR: join(fixturesDir, 'site-server'),
    };
    // One after the other: the first one applies the migrations and loads the sample content.
    first = await startBackend({ env });
    second = await startBackend({ env });
    admin = await signedIn(first.url, first.anonKey, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
  });

  it('renews the other instance’s pages within a second of a write through one', async () => {
    const path = '/newsroom/News/1';
    const kept = await page(second, path);
    expect(await page(second, path)).toBe(kept);
    const { error } = await admin
      .from('news')
      .update({ title: 'Written through the first', version: 2 })
      .eq('id', 1);
    expect(error).toBeNull();
    await within(
      COHERENT_MS,
      async () => (await page(second, path)).includes('<h1>Written through the first</h1>'),
      'second',
    );
    expect(await page(first, path)).toContain('<h1>Written through the first</h1>');
  });

  it('shows a scheduled item on both when its moment comes, scheduled through one', async () => {
    const { id, publishedAt } = await scheduleNews(admin, 'Scheduled for both', 3);
    const path = `/newsroom/News/${id}`;
    // Each instance keeps the page without the item first.
    for (const instance of [first, second]) expect(await page(instance, path)).toContain('<h1>none</h1>');
    await new Promise((wake) => setTimeout(wake, Math.max(0, publishedAt.getTime() - Date.now())));
    for (const instance of [first, second]) {
      await within(
        COHERENT_MS,
        async () => (await page(instance, path)).includes('<h1>Scheduled for both</h1>'),
        instance.url,
      );
    }
  });

  it('applies a role change and a removal through one to the tokens on both within a second', async () => {
    const created = await serviceClient(first).auth.admin.createUser({
      email: EDITOR.email,
      password: EDITOR.password,
      email_confirm: true,
      app_metadata: { role: 'editor' },
    });
    const id = created.data.user?.id ?? '';
    const viaFirst = await signedIn(first.url, first.anonKey, EDITOR.email, EDITOR.password);
    const token = (await viaFirst.auth.getSession()).data.session?.access_token ?? '';
    const viaSecond = withAccessToken(second.url, second.anonKey, token);
    // Both instances know the editor's role (and keep it) before the change.
    expect(await roleSeenBy(viaFirst)).toBe('editor');
    expect(await roleSeenBy(viaSecond)).toBe('editor');

    await serviceClient(second).auth.admin.updateUserById(id, { app_metadata: { role: 'admin' } });
    for (const supabase of [viaFirst, viaSecond]) {
      await within(COHERENT_MS, async () => (await roleSeenBy(supabase)) === 'admin', 'role change');
    }

    // The removal ends the user's sessions: their tokens are refused (401) on both.
    await serviceClient(first).auth.admin.deleteUser(id);
    for (const supabase of [viaFirst, viaSecond]) {
      await within(COHERENT_MS, async () => (await supabase.rpc('staff_role')).status === 401, 'removal');
    }
  });

  it('renews everything once its lost listening connection is back, since notifications were missed meanwhile', async () => {
    const path = '/newsroom/News/1';
    const kept = await page(second, path);
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      // Every instance's listening connection is cut; a write lands while they are away.
      const cut = await database.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()",
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(2);
    } finally {
      await database.end();
    }
    const { error } = await admin
      .from('news')
      .update({ title: 'Written while nobody listened', version: 3 })
      .eq('id', 1);
    expect(error).toBeNull();
    expect(kept).not.toContain('Written while nobody listened');
    await within(
      5000,
      async () => (await page(second, path)).includes('<h1>Written while nobody listened</h1>'),
      'gap',
    );
    // Listening again: the next write reaches it within a second as before.
    await admin.from('news').update({ title: 'Heard again', version: 4 }).eq('id', 1);
    await within(
      COHERENT_MS,
      async () => (await page(second, path)).includes('<h1>Heard again</h1>'),
      'again',
    );
  });
});
