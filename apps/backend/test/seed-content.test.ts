import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const seedDir = join(import.meta.dirname, '../../../supabase/seed');
const IMAGE_PREFIX = '/storage/v1/object/public/news-images/seed/';
const MAX_IMAGE_BYTES = 40 * 1024;

interface Dated {
  title: string;
  created_at: string;
  title_en?: string | null;
  content_en?: string | null;
}
interface SeedContent {
  news: (Dated & { content: string; thumbnail: string })[];
  youtube: (Dated & { video_id: string })[];
  announcement: (Dated & { content: string })[];
  shareholders: (Dated & { content: string; meeting_date: string })[];
}

const content = JSON.parse(readFileSync(join(seedDir, 'content.json'), 'utf8')) as SeedContent;
const kinds = ['news', 'youtube', 'announcement', 'shareholders'] as const;

function referencedImages(): string[] {
  const urls = content.news.flatMap((post) => [
    post.thumbnail,
    ...[...post.content.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? ''),
  ]);
  return [...new Set(urls)];
}

describe('sample content (supabase/seed/content.json)', () => {
  it('has the promised number of entries of each kind', () => {
    expect(content.news.length).toBeGreaterThanOrEqual(12);
    expect(content.youtube).toHaveLength(6);
    expect(content.announcement).toHaveLength(12);
    expect(content.shareholders).toHaveLength(3);
  });

  it.each(kinds)('gives every %s entry a non-empty, trimmed title', (kind) => {
    for (const entry of content[kind]) {
      expect(entry.title.trim()).toBe(entry.title);
      expect(entry.title.length).toBeGreaterThan(0);
    }
  });

  it.each(kinds)('lists %s oldest first with valid ISO dates', (kind) => {
    const times = content[kind].map((entry) => Date.parse(entry.created_at));
    for (const time of times) expect(Number.isNaN(time)).toBe(false);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps news dates between March 2024 and November 2025', () => {
    for (const post of content.news) {
      expect(post.created_at.slice(0, 7) >= '2024-03').toBe(true);
      expect(post.created_at.slice(0, 7) <= '2025-11').toBe(true);
    }
  });

  it('uses YouTube-shaped video ids', () => {
    for (const video of content.youtube) expect(video.video_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('writes news bodies with headings, a list and an image with alt text', () => {
    for (const post of content.news) {
      expect(post.content).toMatch(/<h[23]>/);
      expect(post.content).toMatch(/<(ul|ol)>/);
      expect(post.content).toMatch(/<img [^>]*src="[^"]+"[^>]*alt="[^"]+"/);
      expect(post.content.replace(/<[^>]*>/g, '').trim().length).toBeGreaterThan(0);
    }
  });

  it('keeps tables out of announcements and gives meeting notices a date', () => {
    for (const notice of content.announcement) expect(notice.content).not.toMatch(/<table/i);
    for (const meeting of content.shareholders) expect(meeting.meeting_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('references only seed images that exist and weigh at most 40 KB', () => {
    const urls = referencedImages();
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith(IMAGE_PREFIX)).toBe(true);
      const file = join(seedDir, 'images', url.slice(IMAGE_PREFIX.length));
      expect(existsSync(file), `${url} exists`).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    }
  });

  it.each(kinds)(
    'gives about two thirds of the %s an English version, and leaves the rest Korean-only',
    (kind) => {
      const entries = content[kind];
      const english = entries.filter((entry) => entry.title_en != null);
      expect(english.length / entries.length).toBeGreaterThanOrEqual(0.6);
      expect(english.length / entries.length).toBeLessThanOrEqual(0.75);
      for (const entry of entries.filter((e) => e.title_en == null))
        expect(entry.content_en ?? null).toBeNull();
    },
  );

  it.each(kinds)('writes every English %s title trimmed, in Latin script, within 300 characters', (kind) => {
    for (const entry of content[kind].filter((e) => e.title_en != null)) {
      const title = entry.title_en ?? '';
      expect(title.trim()).toBe(title);
      expect(title.length).toBeGreaterThan(0);
      expect(title.length).toBeLessThanOrEqual(300);
      expect(title).not.toMatch(/[\uac00-\ud7a3]/);
    }
  });

  it('writes English bodies for news and notices with text and no Hangul, news with an English image alt', () => {
    for (const kind of ['news', 'announcement', 'shareholders'] as const) {
      for (const entry of content[kind].filter((e) => e.title_en != null)) {
        const text = (entry.content_en ?? '').replace(/<[^>]*>/g, '').trim();
        expect(text.length, `${kind} ${entry.created_at}`).toBeGreaterThan(0);
        expect(entry.content_en).not.toMatch(/[\uac00-\ud7a3]/);
      }
    }
    for (const post of content.news.filter((e) => e.title_en != null)) {
      expect(post.content_en).toMatch(/<h[23]>/);
      expect(post.content_en).toMatch(/<img [^>]*src="[^"]+"[^>]*alt="[^"]+"/);
    }
  });
});
