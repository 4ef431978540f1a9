import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { backendDir } from '../support/backend';
import { currentTarget, type EmptyDatabase } from '../support/targets';

const supabaseDir = join(backendDir, '../../supabase');

const target = currentTarget();

/**
 * The outbox trigger: every inquiry queues the desk's mail, an address (in any case) is acknowledged at
 * most once in 24 hours, and what it remembers of an address is a digest, kept for a day.
 */
describe.skipIf(!target.available)(`inquiry acknowledgements on ${target.name}`, () => {
  let opened: EmptyDatabase | undefined;
  const db = (): Database => {
    if (!opened) throw new Error('no database');
    return opened.db;
  };

  beforeAll(async () => {
    opened = await target.emptyDatabase();
    await migrate(db(), [
      { label: 'local', dir: join(supabaseDir, 'local') },
      { label: 'migrations', dir: join(supabaseDir, 'migrations') },
    ]);
  });

  afterAll(async () => {
    await opened?.db.close();
    opened?.dispose();
  });

  /** Stores an inquiry as the database owner (not screened) and answers the kinds of mail it queued. */
  async function send(email: string): Promise<string[]> {
    const { rows } = await db().query<{ id: string }>(
      `insert into public.inquiries (category, company, name, email, subject, message, consent, form_fill_ms)
       values ('sales', 'c', 'n', $1, 's', 'm', true, 0) returning id::text as id`,
      [email],
    );
    const queued = await db().query<{ kind: string }>(
      'select kind from public.inquiry_outbox where inquiry_id = $1::uuid order by kind',
      [rows[0]?.id],
    );
    return queued.rows.map((row) => row.kind);
  }

  /** Moves the address's last acknowledgement `age` into the past. */
  async function age(email: string, by: string): Promise<void> {
    const { affectedRows } = await db().query(
      `update private.inquiry_acknowledgements
          set acknowledged_at = acknowledged_at - $2::interval
        where address_digest = encode(sha256(convert_to(lower($1::text), 'UTF8')), 'hex')`,
      [email, by],
    );
    expect(affectedRows).toBe(1);
  }

  it('acknowledges an address once in 24 hours, whatever its case, and again after', async () => {
    expect(await send('Daily.Visitor@Example.com')).toEqual(['acknowledgement', 'desk']);
    expect(await send('daily.visitor@example.com')).toEqual(['desk']);
    expect(await send('DAILY.VISITOR@EXAMPLE.COM')).toEqual(['desk']);
    expect(await send('someone.else@example.com')).toEqual(['acknowledgement', 'desk']);

    await age('daily.visitor@example.com', '23 hours 59 minutes');
    expect(await send('daily.visitor@example.com')).toEqual(['desk']);
    await age('daily.visitor@example.com', '1 minute');
    expect(await send('Daily.Visitor@example.com')).toEqual(['acknowledgement', 'desk']);
    expect(await send('daily.visitor@example.com')).toEqual(['desk']);
  });

  it('keeps no address in plain text, and forgets an address a day after its acknowledgement', async () => {
    await send('forgotten@example.com');
    const stored = await db().query<{ address_digest: string }>(
      'select address_digest from private.inquiry_acknowledgements',
    );
    expect(stored.rows.length).toBeGreaterThan(0);
    for (const row of stored.rows) expect(row.address_digest).toMatch(/^[0-9a-f]{64}$/);

    await age('forgotten@example.com', '25 hours');
    await send('another@example.com');
    const left = await db().query<{ n: string | number }>(
      `select count(*) as n from private.inquiry_acknowledgements
        where address_digest = encode(sha256(convert_to('forgotten@example.com', 'UTF8')), 'hex')`,
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
