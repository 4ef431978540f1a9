/**
 * The search's folding rules, the same as the database's (supabase/migrations/20261128000400_search.sql:
 * search.fold, search.grams, search.terms), for the static pages searched here and for highlighting.
 *
 * Text is folded one character for one character: lower case, Latin accents dropped, full-width ASCII made
 * ASCII. A query is folded and split into terms where a character is not a word character; a text matches when
 * every term is a substring of its folded form. As folding keeps every character in its place, a term's
 * place in the folded text is its place in the text itself, which is what the highlighting marks.
 */

/** search.fold's first string: the characters it replaces (after lower case). */
export const FOLD_FROM =
  'ØøĐđĦħıŁłĿŀŦŧÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįĲĴĵĶķĹĺĻļĽľŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏ！＂＃＄％＆＇（）＊＋，－．／０１２３４５６７８９：；＜＝＞？＠ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺ［＼］＾＿｀ａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ｛｜｝～　';
/** search.fold's second string: what each of them becomes. */
export const FOLD_TO =
  'ooddhhillllttaaaaaaæceeeeiiiiðnooooouuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiĳjjkkllllllnnnnnnŋooooooœrrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzαβγδεζηθικλμνξοπρστυφχψωабвгдежзийклмнопрстуфхцчшщъыьэюяѐёђѓєѕіїјљњћќѝўџ!"#$%&\'()*+,-./0123456789:;<=>?@abcdefghijklmnopqrstuvwxyz[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~ ';

const foldMap: ReadonlyMap<string, string> = (() => {
  const from = [...FOLD_FROM];
  const to = [...FOLD_TO];
  return new Map(from.map((character, index) => [character, to[index] ?? character]));
})();

/** Word characters, as search.grams names them by code point; everything else separates words. */
export const WORD_SEPARATORS =
  /[^0-9a-z\u00e0-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]+/u;

/** At most this many characters of a query are read, and this many terms kept (as the database does). */
export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 10;

/** Lower case of one character, when it stays one character (as PostgreSQL's lower() under a UTF-8 locale). */
function lowerOne(character: string): string {
  const lower = character.toLowerCase();
  return [...lower].length === 1 ? lower : character;
}

/** Folds text one code point for one code point (NFC first, as the database's plain text is). */
export function fold(text: string): string {
  let out = '';
  for (const character of text) {
    const lower = lowerOne(character);
    out += foldMap.get(lower) ?? foldMap.get(character) ?? lower;
  }
  return out;
}

/** The terms of a query: folded, split at separators, distinct, in order, at most ten. */
export function searchTerms(query: string): string[] {
  const folded = fold(query.normalize('NFC').replace(/\s+/g, ' ').trim());
  const terms: string[] = [];
  for (const term of folded.split(WORD_SEPARATORS)) {
    if (term && !terms.includes(term)) terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/** Whether every term is found in one of the texts (each already folded). */
export function matchesAll(foldedTexts: readonly string[], terms: readonly string[]): boolean {
  return terms.length > 0 && terms.every((term) => foldedTexts.some((text) => text.includes(term)));
}

/**
 * Where the terms are found in `text`, as [start, end) offsets in UTF-16 units of `text` itself. Folding
 * maps code points one to one, so offsets are counted in code points on the folded text and turned back.
 */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const points = [...text];
  const folded = points.map((character) => fold(character));
  const unitOffsets: number[] = [0];
  for (const character of points) unitOffsets.push((unitOffsets.at(-1) ?? 0) + character.length);
  const foldedText = folded.join('');
  // folded code points are single code points, so an index in foldedPoints is an index in points
  const foldedPoints = [...foldedText];
  const ranges: [number, number][] = [];
  for (const term of terms) {
    const termPoints = [...term];
    for (let at = 0; at + termPoints.length <= foldedPoints.length; at += 1) {
      let same = true;
      for (let k = 0; k < termPoints.length; k += 1) {
        if (foldedPoints[at + k] !== termPoints[k]) {
          same = false;
          break;
        }
      }
      if (same) ranges.push([unitOffsets[at] ?? 0, unitOffsets[at + termPoints.length] ?? 0]);
    }
  }
  return ranges;
}
