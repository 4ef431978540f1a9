import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INQUIRY_RETENTION_YEARS } from '@company/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { purgeExpiredInquiries } from '../src/inquiries/retention';
import { backendDir } from './support/backend';

const supabaseDir = join(backendDir, '../../supabase');

/** The daily purge: inquiries older than the retention period go, with their mail; younger ones stay. */
describe('inquiry retention', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'retention-test-'));
    db = await openPglite(join(dir, 'pgdata'));
    await migrate(db, [
      { label: 'local', dir: join(supabaseDir, 'local') },
      { label: 'migrations', dir: join(supabaseDir, 'migrations') },
    ]);
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function store(company: string, age: string): Promise<void> {
    // As the database owner (the server's maintenance role): not screened, and the date can be set. Each
    // from its own address, so each is acknowledged (an address is acknowledged once a day).
    await db.query(
      `insert into public.inquiries (category, company, name, email, subject, message, consent, form_fill_ms, created_at)
       values ('sales', $1, 'n', $1::text || '@example.com', 's', 'm', true, 0, now() - $2::interval)`,
      [company, age],
    );
  }

  it(`keeps ${INQUIRY_RETENTION_YEARS} years and deletes what is older, outbox included`, async () => {
    await store('expired', `${INQUIRY_RETENTION_YEARS} years 1 day`);
    await store('kept', `${INQUIRY_RETENTION_YEARS} years -1 day`);
    await store('new', '1 hour');

    expect(await purgeExpiredInquiries(db, INQUIRY_RETENTION_YEARS)).toBe(1);
    const { rows } = await db.query<{ company: string }>(
      'select company from public.inquiries order by company',
    );
    expect(rows.map((row) => row.company)).toEqual(['kept', 'new']);
    const outbox = await db.query<{ n: number }>('select count(*)::int as n from public.inquiry_outbox');
    expect(outbox.rows[0]?.n).toBe(4);
    expect(await purgeExpiredInquiries(db, INQUIRY_RETENTION_YEARS)).toBe(0);
  });
});
