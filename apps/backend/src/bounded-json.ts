/** Deeper JSON is refused before it is parsed: nothing the APIs take nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;

export class JsonTooDeepError extends Error {
  constructor(readonly maxDepth: number) {
    super(`JSON may be nested at most ${maxDepth} levels deep`);
  }
}

/**
 * `JSON.parse`, after checking that arrays and objects nest at most `maxDepth` deep. Deeper values are
 * parsed fine but overflow the stack of whatever walks them afterwards (`JSON.stringify` among them).
 * Throws `JsonTooDeepError`, or the `SyntaxError` of `JSON.parse`.
 */
export function parseBoundedJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxDepth) throw new JsonTooDeepError(maxDepth);
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return JSON.parse(text) as unknown;
}
