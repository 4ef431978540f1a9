import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { backendDir } from './support/backend';

const supabaseDir = join(backendDir, '../../supabase');

/** A small deterministic generator, so every run writes the same bodies. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Hangul syllables drawn at random: text that hardly compresses, so its body is stored out of the row. */
function noise(next: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) {
    text += String.fromCharCode(0xac00 + Math.floor(next() * 11_172));
    if (i % 6 === 5) text += ' ';
  }
  return text;
}

const POSTS = 20;

/**
 * The search index's grams, as the database owner sees them (the API exposes none of this): every word's
 * 1-, 2- and 3-grams, so that terms of up to three characters are answered by the index alone and no body is
 * read to confirm them. See docs/search.md, "The database side".
 */
describe('the search index', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'search-index-test-'));
    db = await openPglite(join(dir, 'pgdata'));
    await migrate(db, [
      { label: 'local', dir: join(supabaseDir, 'local') },
      { label: 'migrations', dir: join(supabaseDir, 'migrations') },
    ]);
    const next = random(44);
    for (let i = 0; i < POSTS; i += 1) {
      await db.query(
        `insert into public.news (title, content, thumbnail, status, published_at)
         values ($1, $2, '/storage/v1/object/public/news-images/seed/plant.png', 'published', now() - interval '1 day')`,
        [`색인 시험 ${i + 1}`, `<p>${noise(next, 1_500)} 클린룸을 시공합니다 ${noise(next, 1_500)}</p>`],
      );
    }
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
    const { rows } = await db.query<{ value: T }>(sql, params);
    return rows[0]?.value as T;
  };

  it('holds the 1-, 2- and 3-grams of each word, none across words', async () => {
    const grams = await one<string[]>(`select search.grams('클린룸의 gmp') as value`);
    expect(grams).toEqual(
      expect.arrayContaining(['룸', '클린', '린룸', '클린룸', '린룸의', 'g', 'gm', 'gmp', 'mp']),
    );
    expect(grams).not.toContain('클린룸의');
    expect(grams).not.toContain('의 g');
    expect(grams).not.toContain('의g');
  });

  it('asks the index for a short term as itself and a longer one by its trigrams', async () => {
    expect(await one<string[]>(`select search.query_grams(array['클린룸', '룸']) as value`)).toEqual([
      '룸',
      '클린룸',
    ]);
    expect(await one<string[]>(`select search.query_grams(array['50nm']) as value`)).toEqual(['0nm', '50n']);
  });

  it('takes terms of up to three characters as answered exactly, and no others', async () => {
    const exact = (terms: string[]) =>
      one<boolean>('select search.exact_terms($1::text[]) as value', [terms]);
    expect(await exact(['클린룸', '시공', '룸'])).toBe(true);
    expect(await exact(['gmp'])).toBe(true);
    expect(await exact(['클린룸', 'cleanroom'])).toBe(false);
    // Not one word: the index holds no such gram, so it could not answer it.
    expect(await exact(['a b'])).toBe(false);
  });

  it('finds no false match for a short term whose characters are there but apart', async () => {
    await db.query(
      `insert into public.news (title, content, thumbnail, status, published_at)
       values ('떨어진 글자', '<p>클린 공장과 린룸 설비</p>', '/storage/v1/object/public/news-images/seed/plant.png',
               'published', now() - interval '1 day')`,
    );
    const answer = await one<{ total: number }>(
      `select public.search_content('클린룸 떨어진', 'ko') as value`,
    );
    expect(answer.total).toBe(0);
    expect(
      (await one<{ total: number }>(`select public.search_content('린룸 떨어진', 'ko') as value`)).total,
    ).toBe(1);
  });

  /** TOAST blocks of search.documents read while `sql` ran (its bodies and plain texts live there). */
  async function toastBlocksOf(sql: string): Promise<number> {
    const read = async () => {
      await db.query('select pg_stat_force_next_flush()');
      await db.query('select pg_stat_clear_snapshot()');
      return one<number>(
        `select (coalesce(toast_blks_read, 0) + coalesce(toast_blks_hit, 0))::int as value
           from pg_statio_all_tables where relid = 'search.documents'::regclass`,
      );
    };
    const before = await read();
    await db.query(sql);
    return (await read()) - before;
  }

  it('reads no body to answer short terms, only the one its snippet is cut from', async () => {
    // Twenty posts, not analysed: the planner must still look them up through the index, not compute the
    // grams of every Korean document (search.grams' cost says what that costs).
    const short = await toastBlocksOf(`select public.search_content('클린룸 시공', 'ko', 1, 0)`);
    // A term of four characters is confirmed in every body that the index points at.
    const long = await toastBlocksOf(`select public.search_content('클린룸을', 'ko', 1, 0)`);
    expect(long).toBeGreaterThanOrEqual(POSTS * 2);
    expect(short).toBeLessThan(POSTS / 2);
    expect(
      (await one<{ total: number }>(`select public.search_content('클린룸 시공', 'ko', 1, 0) as value`))
        .total,
    ).toBe(POSTS);
  });

  it('hands search_content the best of a short term past the cap, and enough of each kind to count', async () => {
    const rank = `order by title_hits desc, sort_at desc nulls last, item_id desc`;
    const { rows: truth } = await db.query<{ item_id: string }>(
      `select item_id::text, (strpos(title, '클린룸') > 0)::int as title_hits,
              coalesce(published_at, created_at) as sort_at
         from search.documents where lang = 'ko' and strpos(title || ' ' || body, '클린룸') > 0 ${rank}`,
    );
    expect(truth).toHaveLength(POSTS);
    // The page needs the best 8; the count, 3 + 1 of each kind: the answer ranks what it is handed.
    for (const term of ['클린룸', '클린룸을']) {
      const { rows } = await db.query<{ item_id: string }>(
        `select item_id::text from search.matches(array[$1], 'ko', null, 8, 3) ${rank}`,
        [term],
      );
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.slice(0, 8)).toEqual(truth.slice(0, 8).map(({ item_id }) => ({ item_id })));
    }
    const pages: number[] = [];
    for (let skip = 0; skip < POSTS; skip += 5) {
      const answer = await one<{ results: { id: number }[] }>(
        `select public.search_content('클린룸', 'ko', 5, $1) as value`,
        [skip],
      );
      pages.push(...answer.results.map((result) => result.id));
    }
    expect(pages).toEqual(truth.map(({ item_id }) => Number(item_id)));
  });
});
