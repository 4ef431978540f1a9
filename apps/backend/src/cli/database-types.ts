import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes, repositoryRoot } from '../database-types/generate';

/** `pnpm db:types`: writes the `Database` type generated from supabase/migrations (`--stdout` prints it). */
const source = await generateDatabaseTypes();
if (process.argv.includes('--stdout')) {
  process.stdout.write(source);
} else {
  const file = join(repositoryRoot, DATABASE_TYPES_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  console.log(`Wrote ${DATABASE_TYPES_FILE}.`);
}
