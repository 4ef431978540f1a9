import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { introspect } from './introspect';
import { renderDatabaseTypes } from './render';

export const repositoryRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
/** The committed file, relative to the repository root. */
export const DATABASE_TYPES_FILE = 'packages/database/src/database.ts';
export const DATABASE_TYPES_COMMAND = 'pnpm db:types';

/** Formats TypeScript source as the repository's biome configuration does. */
function format(source: string): string {
  const biome = join(repositoryRoot, 'node_modules/.bin/biome');
  return execFileSync(biome, ['format', `--stdin-file-path=${DATABASE_TYPES_FILE}`], {
    cwd: repositoryRoot,
    input: source,
    encoding: 'utf8',
  });
}

/**
 * Applies the migrations to a throwaway embedded database, as the server applies them at start-up, and
 * returns the formatted source of `packages/database/src/database.ts` for its `public` schema.
 */
export async function generateDatabaseTypes(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'database-types-'));
  try {
    const db = await openPglite(join(dir, 'pgdata'));
    try {
      const supabaseDir = join(repositoryRoot, 'supabase');
      await migrate(db, [
        { label: 'local', dir: join(supabaseDir, 'local') },
        { label: 'migrations', dir: join(supabaseDir, 'migrations') },
      ]);
      return format(renderDatabaseTypes(await introspect(db), DATABASE_TYPES_COMMAND));
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
