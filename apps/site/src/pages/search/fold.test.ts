// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resources } from '@company/content/resources';
import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, fold, matchesAll, matchRanges, searchTerms, WORD_SEPARATORS } from './fold';
import { searchPages } from './staticIndex';

const migrationsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../supabase/migrations');
const migration = readFileSync(resolve(migrationsDir, '20261128000400_search.sql'), 'utf8');
/** The migration that made search.grams again (1-, 2- and 3-grams): it must split words the same way. */
const gramsMigration = readFileSync(resolve(migrationsDir, '20261128000500_search_speed.sql'), 'utf8');

/** The SQL string literal that follows `marker` in the migration, unquoted. */
function sqlStrings(text: string): string[] {
  return [...text.matchAll(/'((?:[^']|'')*)'/g)].map((match) => (match[1] ?? '').replace(/''/g, "'"));
}

describe('the folding rules, as the database folds', () => {
  it('uses the migration’s two translate() strings and its word characters', () => {
    const translate = migration.slice(migration.indexOf('pg_catalog.translate(pg_catalog.lower(t),'));
    const [from, to] = sqlStrings(translate.slice(0, translate.indexOf('$$')));
    expect(from).toBe(FOLD_FROM);
    expect(to).toBe(FOLD_TO);
    const wordClass = WORD_SEPARATORS.source;
    expect(migration).toContain(`'${wordClass}'`);
    expect(gramsMigration).toContain(`'${wordClass}'`);
  });

  it('folds one character for one, without regard to case, accents and width', () => {
    expect(fold('ZÜRICH Crème ＧＭＰ 50NM')).toBe('zurich creme gmp 50nm');
    expect(fold('드라이룸의')).toBe('드라이룸의');
    for (const text of ['İstanbul', 'Straße', 'ÆØÅ', '𝔘nicode'])
      expect([...fold(text)]).toHaveLength([...text].length);
  });

  it('splits a query into distinct terms at punctuation and spaces', () => {
    expect(searchTerms('  클린룸, 시공!  클린룸 ')).toEqual(['클린룸', '시공']);
    expect(searchTerms('GMP/50nm')).toEqual(['gmp', '50nm']);
    expect(searchTerms(' ,, ')).toEqual([]);
  });

  it('matches Korean inside words and across particles, and Latin inside Korean', () => {
    const text = fold('이차전지 드라이룸의 클린룸을 시공합니다 GMP 50nm 필터의');
    expect(matchesAll([text], searchTerms('드라이룸'))).toBe(true);
    expect(matchesAll([text], searchTerms('클린룸 시공'))).toBe(true);
    expect(matchesAll([text], searchTerms('필터'))).toBe(true);
    expect(matchesAll([text], searchTerms('gmp 50NM'))).toBe(true);
    expect(matchesAll([text], searchTerms('클린룸 없음'))).toBe(false);
  });

  it('marks the matched words in the original text', () => {
    const text = 'Café 드라이룸의 CAFE';
    expect(
      matchRanges(text, searchTerms('cafe 드라이룸')).map(([start, end]) => text.slice(start, end)),
    ).toEqual(['Café', 'CAFE', '드라이룸']);
  });
});

describe('the static pages', () => {
  it('finds the pages whose texts hold the words, in each language', () => {
    const korean = searchPages(searchTerms('드라이룸'), 'ko', resources.ko);
    expect(korean.map((hit) => hit.path)).toContain('/business/project/BatteryDryroom');
    expect(korean[0]?.titleMatch).toBe(true);
    const english = searchPages(searchTerms('dry room'), 'en', resources.en);
    expect(english.map((hit) => hit.path)).toContain('/business/project/BatteryDryroom');
    expect(searchPages(searchTerms('GMP'), 'ko', resources.ko).map((hit) => hit.path)).toContain(
      '/business/project/GmpRoom',
    );
    expect(searchPages(searchTerms('없는낱말조합'), 'ko', resources.ko)).toEqual([]);
  });

  it('cuts a snippet around the first match and marks it', () => {
    const [hit] = searchPages(searchTerms('이슬점'), 'ko', resources.ko);
    expect(hit?.snippet).toContain('이슬점');
    const [start, end] = hit?.snippetRanges[0] ?? [0, 0];
    expect(hit?.snippet.slice(start, end)).toBe('이슬점');
  });
});
