import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The sample content apps/backend loads on its first start (supabase/seed/content.json). */
interface English {
  title_en: string | null;
  content_en: string | null;
}
interface SeedContent {
  news: ({ title: string; content: string; thumbnail: string; created_at: string } & English)[];
  youtube: { title: string; video_id: string; created_at: string; title_en: string | null }[];
  announcement: ({ title: string; content: string; created_at: string } & English)[];
  shareholders: ({
    title: string;
    content: string;
    meeting_date?: string | null;
    created_at: string;
  } & English)[];
}

type SeedTable = keyof SeedContent;
export type SeedRow<T extends SeedTable> = SeedContent[T][number] & { id: number };

const seedFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../supabase/seed/content.json');
const content = JSON.parse(readFileSync(seedFile, 'utf8')) as SeedContent;

/**
 * The rows of a table as a fresh backend holds them: loaded in date order into an empty table, so ids are
 * 1, 2, ... by ascending created_at (a stable sort, as the loader's).
 */
export function seedRows<T extends SeedTable>(table: T): SeedRow<T>[] {
  const rows = [...content[table]] as SeedContent[T][number][];
  rows.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

/** Newest first, ties by the higher id: the order of the lists and the home page. */
export function newestFirst<T extends SeedTable>(table: T): SeedRow<T>[] {
  return seedRows(table).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}
