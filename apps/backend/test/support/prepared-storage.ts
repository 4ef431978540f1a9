import { join, resolve } from 'node:path';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { backendDir } from './backend';

const supabaseDir = resolve(backendDir, '../../supabase');

/** A private bucket (any type, no public URL) whose objects staff alone read and write. */
export const PRIVATE_BUCKET = 'private-files';
export const PRIVATE_BUCKET_SQL = `
insert into storage.buckets (id, name, public) values ('${PRIVATE_BUCKET}', '${PRIVATE_BUCKET}', false);
create policy "staff read private files" on storage.objects for select to authenticated
  using (bucket_id = '${PRIVATE_BUCKET}' and (select public.is_staff()));
create policy "staff upload private files" on storage.objects for insert to authenticated
  with check (bucket_id = '${PRIVATE_BUCKET}' and (select public.is_staff()));
create policy "staff remove private files" on storage.objects for delete to authenticated
  using (bucket_id = '${PRIVATE_BUCKET}' and (select public.is_staff()));
`;

/** Runs SQL in a server's storage before it starts, after the migrations it would apply (tests only). */
export async function runSqlBeforeStart(
  storage: { dataDir: string; env: Record<string, string> },
  sql: string,
): Promise<void> {
  const databaseUrl = storage.env.DATABASE_URL;
  const db: Database = databaseUrl
    ? await (await import('../../src/db/postgres')).openPostgres(databaseUrl)
    : await (await import('../../src/db/pglite')).openPglite(join(storage.dataDir, 'pgdata'));
  try {
    await migrate(db, [
      { label: 'local', dir: join(supabaseDir, 'local') },
      { label: 'migrations', dir: join(supabaseDir, 'migrations') },
    ]);
    await db.exec(sql);
  } finally {
    await db.close();
  }
}
