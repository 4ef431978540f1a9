/** Collects bind parameters and hands back their `$n` placeholders. */
export class Params {
  readonly values: (string | null)[] = [];

  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A JSON value as the text Postgres parses into the column's type. */
export function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
