import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Database, Queryable } from './db/database';
import type { FileStore } from './storage/files';
import { sniffImageType } from './storage/sniff';

const SEED_BUCKET = 'news-images';

/** An item's optional English version (null or absent: none). */
const english = {
  title_en: z.string().nullable().optional(),
  content_en: z.string().nullable().optional(),
};

const seedContent = z.object({
  news: z
    .array(
      z.object({
        title: z.string(),
        content: z.string(),
        thumbnail: z.string(),
        created_at: z.string(),
        ...english,
      }),
    )
    .default([]),
  youtube: z
    .array(
      z.object({
        title: z.string(),
        video_id: z.string(),
        created_at: z.string(),
        title_en: english.title_en,
      }),
    )
    .default([]),
  announcement: z
    .array(z.object({ title: z.string(), content: z.string(), created_at: z.string(), ...english }))
    .default([]),
  shareholders: z
    .array(
      z.object({
        title: z.string(),
        content: z.string().default(''),
        meeting_date: z.string().nullable().optional(),
        created_at: z.string(),
        ...english,
      }),
    )
    .default([]),
});

/** Rows oldest first, each published when it was written (the date visitors see is its `created_at`). */
const byDate = <T extends { created_at: string }>(rows: readonly T[]): (T & { published_at: string })[] =>
  [...rows]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((row) => ({ ...row, published_at: row.created_at }));

async function insertRows(tx: Queryable, table: string, columns: readonly string[], rows: readonly object[]) {
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
    await tx.query(
      `insert into public.${table} (${columns.join(', ')}) values (${placeholders})`,
      columns.map((column) => record[column] ?? null),
    );
  }
}

/**
 * Loads `content.json` and `images/` of the seed folder once, on the first start: rows in date order
 * (so ids ascend with dates) and images into the `news-images` bucket at `seed/<file name>`.
 */
export async function loadSeedOnce(
  db: Database,
  files: FileStore,
  seedDir: string,
  log: (line: string) => void,
): Promise<void> {
  await db.exec(
    'create table if not exists backend_meta.seed (loaded_at timestamptz not null default now())',
  );
  if ((await db.query('select 1 from backend_meta.seed')).rows.length > 0) return;
  const contentFile = join(seedDir, 'content.json');
  if (!existsSync(contentFile)) {
    log('No sample content (supabase/seed/content.json is absent): starting with empty tables.');
    return;
  }
  const parsed = seedContent.safeParse(JSON.parse(readFileSync(contentFile, 'utf8')));
  if (!parsed.success) {
    log(
      `The sample content is not valid, so none was loaded: ${parsed.error.issues[0]?.message ?? 'unknown'}`,
    );
    return;
  }
  const content = parsed.data;
  const imagesDir = join(seedDir, 'images');
  const images = existsSync(imagesDir) ? readdirSync(imagesDir).filter((file) => !file.startsWith('.')) : [];
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const image of images) {
        const bytes = readFileSync(join(imagesDir, image));
        const mimetype = sniffImageType(bytes);
        if (!mimetype) continue;
        const name = `seed/${image}`;
        const version = files.newVersion();
        files.write(SEED_BUCKET, version, bytes);
        written.push(version);
        const metadata = {
          eTag: `"seed-${bytes.byteLength}"`,
          size: bytes.byteLength,
          mimetype,
          cacheControl: 'max-age=3600',
          lastModified: new Date().toISOString(),
          contentLength: bytes.byteLength,
          httpStatusCode: 200,
        };
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata, version) values ($1, $2, $3::jsonb, $4)`,
          [SEED_BUCKET, name, JSON.stringify(metadata), version],
        );
      }
      await insertRows(
        tx,
        'news',
        ['title', 'content', 'thumbnail', 'created_at', 'published_at', 'title_en', 'content_en'],
        byDate(content.news),
      );
      await insertRows(
        tx,
        'youtube',
        ['title', 'video_id', 'created_at', 'published_at', 'title_en'],
        byDate(content.youtube),
      );
      await insertRows(
        tx,
        'announcement',
        ['title', 'content', 'created_at', 'published_at', 'title_en', 'content_en'],
        byDate(content.announcement),
      );
      await insertRows(
        tx,
        'shareholders',
        ['title', 'content', 'meeting_date', 'created_at', 'published_at', 'title_en', 'content_en'],
        byDate(content.shareholders),
      );
      await tx.query('insert into backend_meta.seed default values');
    });
  } catch (error) {
    for (const version of written) files.remove(SEED_BUCKET, version);
    log(`The sample content could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  log(
    `Loaded sample content: ${content.news.length} news, ${content.youtube.length} videos, ` +
      `${content.announcement.length} announcements, ${content.shareholders.length} shareholder notices, ` +
      `${written.length} images.`,
  );
}
