export interface Preferences {
  returnRepresentation: boolean;
  count: boolean;
  rollback: boolean;
  missingDefault: boolean;
}

/** The `Prefer` header (one comma-separated list, as postgrest-js combines them). */
export function parsePrefer(header: string | undefined): Preferences {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key && value) values.set(key.trim().toLowerCase(), value.trim().toLowerCase());
  }
  const count = values.get('count');
  return {
    returnRepresentation: values.get('return') === 'representation',
    count: count === 'exact' || count === 'planned' || count === 'estimated',
    rollback: values.get('tx') === 'rollback',
    missingDefault: values.get('missing') === 'default',
  };
}

const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

/** Whether the client asked for one object (`single()`), or undefined when nothing we serve fits. */
export function wantsSingleObject(accept: string | undefined): boolean | undefined {
  if (accept === undefined || accept.trim() === '') return false;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  if (types.includes(OBJECT_TYPE)) return true;
  if (types.some((type) => type === 'application/json' || type === '*/*' || type === 'application/*')) {
    return false;
  }
  return undefined;
}

/** `Range: 0-9` (items) as offset and limit, if well formed. */
export function parseRangeHeader(header: string | undefined): { offset: number; limit?: number } | undefined {
  if (!header) return undefined;
  const match = /^(?:items=)?\s*(\d{1,10})-(\d{0,10})\s*$/.exec(header);
  if (!match) return undefined;
  const from = Number(match[1]);
  if (!match[2]) return { offset: from };
  const to = Number(match[2]);
  if (to < from) return undefined;
  return { offset: from, limit: to - from + 1 };
}
