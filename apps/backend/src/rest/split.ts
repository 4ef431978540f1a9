import { parseError } from './errors';

/** Splits on `separator` outside parentheses and double quotes (PostgREST's list grammar). */
export function splitTopLevel(input: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const char = input[i] as string;
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < input.length) {
        current += input[++i];
      } else if (char === '"') {
        quoted = false;
      }
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') {
      depth--;
      if (depth < 0) throw parseError(`unexpected ")" in "${input}"`);
    } else if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (quoted) throw parseError(`unterminated quote in "${input}"`);
  if (depth !== 0) throw parseError(`unbalanced parentheses in "${input}"`);
  parts.push(current);
  return parts;
}

/** A value that may be double-quoted, with `\"` and `\\` escapes inside the quotes. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** The inside of `(…)`, or a parse error. */
export function insideParens(value: string, what: string): string {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`"${what}" expects a list in parentheses, got "${value}"`);
  }
  return value.slice(1, -1);
}
