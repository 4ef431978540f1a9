#!/usr/bin/env node
/**
 * Writes supabase/seed/content.json from the sources in ./seed-content, then supabase/seed.sql from it.
 * Usage: node scripts/media/build-seed-content.mjs
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { announcements } from './seed-content/announcements.mjs';
import { englishOf } from './seed-content/english.mjs';
import { news } from './seed-content/news.mjs';
import { shareholders } from './seed-content/shareholders.mjs';
import { videos } from './seed-content/videos.mjs';
import { writeSeedSql } from './seed-sql.mjs';

const root = new URL('../../', import.meta.url).pathname;

// Each item carries its English version, or null for none (see seed-content/english.mjs).
const content = {
  news: news.map(({ title, content, thumbnail, created_at }) => ({
    title,
    content,
    thumbnail,
    created_at,
    ...englishOf('news', { created_at }),
  })),
  youtube: videos.map(({ title, video_id, created_at }) => ({
    title,
    video_id,
    created_at,
    title_en: englishOf('youtube', { created_at }).title_en,
  })),
  announcement: announcements.map(({ title, content, created_at }) => ({
    title,
    content,
    created_at,
    ...englishOf('announcement', { created_at }),
  })),
  shareholders: shareholders.map(({ title, content, meeting_date, created_at }) => ({
    title,
    content,
    meeting_date,
    created_at,
    ...englishOf('shareholders', { created_at }),
  })),
};

const jsonPath = join(root, 'supabase/seed/content.json');
writeFileSync(jsonPath, `${JSON.stringify(content, null, 2)}\n`);
console.log(
  `content.json: ${content.news.length} news, ${content.youtube.length} videos, ${content.announcement.length} announcements, ${content.shareholders.length} shareholder notices`,
);
writeSeedSql();
