import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED, LIVE_ADMIN, reachOf } from './suites/session-end';
import { type RunningBackend, startBackend } from './support/backend';
import { signedIn } from './support/clients';
import { within } from './support/eventually';
import { serviceClient } from './support/service-key';
import { postgres } from './support/targets';

const target = postgres();
const COHERENT_MS = 2000;
const PASSWORD = 'coherent-session-1';

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

// Two instances on one PostgreSQL (sharing its JWT secret, as instances behind one load balancer do): a
// session ended through either, or straight in the database, refuses its tokens on both within moments,
// through the database's `sessions_ended` notification.
describe.skipIf(!target.available)('a token dies with its session on every instance', () => {
  let first: RunningBackend;
  let second: RunningBackend;
  let databaseUrl = '';
  let accounts = 0;

  beforeAll(async () => {
    const storage = await target.freshStorage();
    databaseUrl = storage.env?.DATABASE_URL ?? '';
    const env = { ...storage.env, JWT_SECRET: randomBytes(32).toString('hex') };
    // One after the other: the first one applies the migrations.
    first = await startBackend({ env });
    second = await startBackend({ env });
  });
  afterAll(async () => {
    await Promise.all([first?.dispose(), second?.dispose()]);
  });

  /** An admin signed in through the first instance, whose token both instances have seen working. */
  async function adminSignedIn() {
    accounts += 1;
    const email = `coherent-session-${accounts}@example.com`;
    const created = await serviceClient(first).auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      app_metadata: { role: 'admin' },
    });
    expect(created.error).toBeNull();
    const client = await signedIn(first.url, first.anonKey, email, PASSWORD);
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    for (const instance of [first, second]) expect(await reachOf(instance, token)).toEqual(LIVE_ADMIN);
    return { id: created.data.user?.id ?? '', email, client, token };
  }

  it('a logout through one instance refuses the token on the other within a couple of seconds', async () => {
    const { client, token } = await adminSignedIn();
    const bystander = await adminSignedIn();
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await reachOf(first, token)).toEqual(ENDED);
    await within(COHERENT_MS, async () => same(await reachOf(second, token), ENDED), 'logout on the second');
    expect(await reachOf(second, bystander.token)).toEqual(LIVE_ADMIN);
  });

  it('a user removed straight in the database (pnpm users remove without a server) is refused by both', async () => {
    const { email, token } = await adminSignedIn();
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const removed = await database.query('delete from auth.users where email = $1', [email]);
      expect(removed.rowCount).toBe(1);
    } finally {
      await database.end();
    }
    for (const instance of [first, second]) {
      await within(COHERENT_MS, async () => same(await reachOf(instance, token), ENDED), instance.url);
    }
  });

  it('after its lost listening connection is back, an instance asks again about the sessions it knew', async () => {
    const { email, token } = await adminSignedIn();
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const cut = await database.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and pid <> pg_backend_pid()",
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(2);
      // The session ends while nobody listens.
      await database.query(
        'delete from auth.sessions where user_id = (select id from auth.users where email = $1)',
        [email],
      );
    } finally {
      await database.end();
    }
    for (const instance of [first, second]) {
      await within(5000, async () => same(await reachOf(instance, token), ENDED), instance.url);
    }
  });
});
