import type { ContentKind } from '@company/content';
import { textOfHtml } from '../html';

/** The fields of each kind that a comparison shows, in order, with their label's locale key. */
const fieldsOfKind = {
  news: ['title', 'content', 'thumbnail', 'title_en', 'content_en', 'status', 'published_at'],
  youtube: ['title', 'video_id', 'title_en', 'status', 'published_at'],
  announcement: ['title', 'content', 'title_en', 'content_en', 'status', 'published_at'],
  shareholders: ['title', 'content', 'meeting_date', 'title_en', 'content_en', 'status', 'published_at'],
} as const satisfies Record<ContentKind, readonly string[]>;

export type RevisionField = (typeof fieldsOfKind)[ContentKind][number];

const HTML_FIELDS: ReadonlySet<string> = new Set(['content', 'content_en']);

/** A field's value as words to compare: bodies as their text (tags are not what an editor reads), nulls empty. */
export function comparableValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return HTML_FIELDS.has(field)
    ? textOfHtml(text.replace(/<\/(p|h[1-6]|li|blockquote)>/gi, '</$1>\n'))
    : text;
}

/** The fields of two versions side by side, ready for a word diff. */
export function comparedFields(
  kind: ContentKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  labelOf: (field: RevisionField) => string,
): { label: string; before: string; after: string }[] {
  return fieldsOfKind[kind].map((field) => ({
    label: labelOf(field),
    before: comparableValue(field, before[field]),
    after: comparableValue(field, after[field]),
  }));
}

/**
 * A version with its publication in words for a comparison: the status as the list names it (게시됨, 임시 저장)
 * and the moment in the site's zone (2026-11-26 20:44 KST), never the stored codes or ISO timestamps.
 */
export function readableVersion(
  version: Record<string, unknown>,
  statusWord: (status: 'draft' | 'published') => string,
  moment: (timestamp: string) => string,
): Record<string, unknown> {
  const { status, published_at: publishedAt } = version;
  return {
    ...version,
    status: status === 'draft' || status === 'published' ? statusWord(status) : status,
    published_at:
      typeof publishedAt === 'string' && !Number.isNaN(Date.parse(publishedAt))
        ? moment(publishedAt)
        : publishedAt,
  };
}
