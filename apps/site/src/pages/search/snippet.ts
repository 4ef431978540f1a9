/**
 * A snippet of about 180 characters around a match, cut on word boundaries (spaces, which separate Korean
 * words as they do English ones), with an ellipsis where the text goes on. The same rule as the database's
 * search.snippet (supabase/migrations/20261202000300_search_snippets.sql), on code points.
 */

export const SNIPPET_BEFORE = 50;
export const SNIPPET_LENGTH = 180;

const SPACE = /[\s\u00a0\u3000]/u;

function isSpace(character: string | undefined): boolean {
  return character !== undefined && SPACE.test(character);
}

/** The snippet of `text` (code points, as `[...text]`) around the match that starts at code point `at`. */
export function cutSnippet(text: string, at: number): string {
  const points = [...text];
  const total = points.length;
  let first = 0;
  if (at > SNIPPET_BEFORE) {
    // The first space from 50 characters before the match up to it; else the last one before the match.
    let space = -1;
    for (let i = at - SNIPPET_BEFORE - 1; i < at; i += 1) {
      if (isSpace(points[i])) {
        space = i;
        break;
      }
    }
    if (space < 0)
      for (let i = at - SNIPPET_BEFORE - 2; i >= 0 && space < 0; i -= 1) if (isSpace(points[i])) space = i;
    first = space + 1;
  }
  let stop = Math.min(total, first + SNIPPET_LENGTH);
  if (stop < total && !isSpace(points[stop])) {
    // Back to the last space after the match's start; else on to the next space.
    let space = -1;
    for (let i = stop - 1; i > Math.max(at, first); i -= 1) {
      if (isSpace(points[i])) {
        space = i;
        break;
      }
    }
    if (space >= 0) stop = space;
    else {
      while (stop < total && !isSpace(points[stop])) stop += 1;
    }
  }
  const piece = points.slice(first, stop).join('').trim();
  const more = points.slice(stop).join('').trim() !== '';
  return `${first > 0 ? '…' : ''}${piece}${more ? '…' : ''}`;
}
