import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

export interface MigrationSet {
  /** Prefix recorded with each file name, so the two sets never collide. */
  label: string;
  dir: string;
}

/**
 * Applies every not-yet-applied `.sql` file of each set, in set order then file-name order, each in its
 * own transaction, and records it in `backend_meta.migrations`. Returns the names it applied.
 */
export async function migrate(db: Database, sets: readonly MigrationSet[]): Promise<string[]> {
  await db.exec(`
    create schema if not exists backend_meta;
    create table if not exists backend_meta.migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );`);
  const done = new Set(
    (await db.query<{ name: string }>('select name from backend_meta.migrations')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const set of sets) {
    const files = readdirSync(set.dir)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    for (const file of files) {
      const name = `${set.label}/${file}`;
      if (done.has(name)) continue;
      const sql = readFileSync(join(set.dir, file), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into backend_meta.migrations (name) values ($1)', [name]);
      });
      applied.push(name);
    }
  }
  return applied;
}
