import type { FieldName } from './itemFields';

/** The database's refusal to publish an item without what its public page needs (HTTP 422). */
export const PUBLISH_REFUSAL_CODE = 'PT422';

const COLUMNS: ReadonlySet<string> = new Set<FieldName>(['title', 'thumbnail', 'content', 'video_id']);

/**
 * The fields a refused publish lacks, from the database's error (`code` PT422, `details` as JSON
 * `{"missing": ["thumbnail", "content"]}`); null for any other error.
 */
export function missingFieldsOf(error: unknown): FieldName[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, details } = error as { code?: unknown; details?: unknown };
  if (code !== PUBLISH_REFUSAL_CODE || typeof details !== 'string') return null;
  try {
    const parsed = JSON.parse(details) as { missing?: unknown };
    if (!Array.isArray(parsed.missing)) return null;
    const fields = parsed.missing.filter(
      (name): name is FieldName => typeof name === 'string' && COLUMNS.has(name),
    );
    return fields.length > 0 ? fields : null;
  } catch {
    return null;
  }
}
