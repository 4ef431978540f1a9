import { PostgrestError, parseError } from './errors';

/** Operators whose value is a pattern matched against the column's whole text. */
export const PATTERN_OPERATORS = new Set(['like', 'ilike', 'match', 'imatch']);
const REGEX_OPERATORS = new Set(['match', 'imatch']);

/**
 * At most this many pattern filters in one request: each one reads every candidate row's whole text,
 * and the embedded database cannot interrupt a statement that runs long.
 */
export const MAX_PATTERN_FILTERS = 10;

const MAX_REGEX_LENGTH = 100;
const MAX_REGEX_NESTING = 2;
const MAX_REGEX_REPEAT = 10;

/**
 * Refuses regular expressions whose matching can take unbounded time. By default no role may use them
 * (the site never does): on PGlite a statement runs on the server's only thread and `statement_timeout`
 * cannot stop it, and no set of rules on the pattern's text makes Postgres's regex engine safe (a
 * 44-character pattern within every rule below took 5–23 s). With `REST_ALLOW_REGEX=1`, on PostgreSQL
 * only, signed-in requests get short patterns without backreferences, deep groups or large counted
 * repetitions, and the role's `statement_timeout` ends whatever still runs long; anonymous ones never.
 */
export function checkRegexFilter(
  operator: string,
  pattern: string,
  options: { anonymous: boolean; allowRegex: boolean },
): void {
  if (!REGEX_OPERATORS.has(operator)) return;
  if (!options.allowRegex) {
    throw new PostgrestError(
      400,
      'PGRST100',
      `"${operator}" (regular expressions) is not available on this server`,
      null,
      'Use like or ilike',
    );
  }
  if (options.anonymous) {
    throw parseError(
      `"${operator}" (regular expressions) is not available to anonymous requests`,
      'Use like or ilike, or sign in',
    );
  }
  if (pattern.length > MAX_REGEX_LENGTH) {
    throw parseError(`a regular expression may have at most ${MAX_REGEX_LENGTH} characters`);
  }
  if (/\\[1-9]/.test(pattern)) throw parseError('backreferences are not allowed in regular expressions');
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') i++;
    else if (char === '(') {
      depth++;
      if (depth > MAX_REGEX_NESTING) {
        throw parseError(`groups may be nested at most ${MAX_REGEX_NESTING} deep in a regular expression`);
      }
    } else if (char === ')') depth = Math.max(0, depth - 1);
  }
  for (const repeat of pattern.matchAll(/\{(\d*)(?:,(\d*))?\}/g)) {
    const bounds = [repeat[1], repeat[2]].filter((bound) => bound !== undefined && bound !== '');
    if (bounds.some((bound) => Number(bound) > MAX_REGEX_REPEAT)) {
      throw parseError(`counted repetitions in a regular expression may not exceed {${MAX_REGEX_REPEAT}}`);
    }
  }
}
