import type { Context } from 'hono';
import { JsonTooDeepError, parseBoundedJson } from '../bounded-json';
import { authError } from './errors';

/** Auth bodies are a few flat fields and user metadata: nothing needs more nesting than this. */
const MAX_AUTH_JSON_DEPTH = 32;

/** The request's JSON body, or GoTrue's `bad_json` answer when it is not JSON or is nested too deep. */
export async function readAuthBody(c: Context): Promise<{ body: unknown } | Response> {
  const text = await c.req.text();
  try {
    return { body: parseBoundedJson(text, MAX_AUTH_JSON_DEPTH) };
  } catch (error) {
    const reason = error instanceof JsonTooDeepError ? error.message : 'the body is not valid JSON';
    return authError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`);
  }
}

/**
 * Whether a parsed JSON value holds a NUL character in any string or key: Postgres refuses NUL in text
 * (22021) and in jsonb (22P05), so such input is a client error, found before it reaches the database.
 * Parsed bodies are at most MAX_AUTH_JSON_DEPTH deep, so the recursion is bounded.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}
