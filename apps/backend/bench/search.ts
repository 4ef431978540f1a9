/**
 * Site search on PGlite with 10,000 news posts of realistic length (Korean bodies of about 1,500–3,000
 * characters; two thirds with an English version): public.search_content called as a visitor (the anon role
 * and claims, in one transaction, as every API request runs), its median and p95 per query and over all, against
 * the targets of 50 ms median and 150 ms p95. Loading (the search documents are made by the tables' triggers)
 * is timed too.
 *
 *   pnpm --filter @company/backend exec tsx bench/search.ts
 *
 * BENCH_SEARCH_POSTS (10000) and BENCH_SEARCH_ROUNDS (15) change the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asRole } from '../src/db/as-role';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 15);
const BATCH = 250;
const TARGET_MEDIAN_MS = 50;
const TARGET_P95_MS = 150;

const supabaseDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../supabase');

/** A small deterministic generator, so every run loads the same posts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const KOREAN_SENTENCES = [
  '클린에어텍은 반도체 클린룸의 설계와 시공, 검증을 한 팀으로 수행합니다.',
  '이차전지 드라이룸은 이슬점 영하 60도 이하의 저습 환경을 안정적으로 유지해야 합니다.',
  '의약품 제조시설의 GMP 기준에 맞춘 청정실을 시공하고 밸리데이션 문서를 함께 제공합니다.',
  '헤파 필터와 울파 필터의 교체 주기는 차압과 입자 계수 데이터를 바탕으로 정합니다.',
  '팬 필터 유닛(FFU)의 풍속과 소음을 현장에서 측정해 고객과 함께 확인했습니다.',
  '울산공장에서 모듈을 미리 조립하고 검증해 현장 공기를 크게 줄였습니다.',
  '기류 해석(CFD)으로 와류가 생기는 구역을 찾아 천장 그리드 배치를 조정했습니다.',
  '케미컬 필터는 암모니아와 황산화물 같은 분자성 오염물질을 걸러냅니다.',
  '준공 후에는 입자 수, 기류 속도, 실압 데이터를 정리한 보고서를 제출합니다.',
  '평택과 청주의 후공정 라인에 ISO 클래스 5 수준의 청정도를 확보했습니다.',
  '여과재 듀라필텍스는 50nm 입자까지 높은 포집 효율을 보입니다.',
  '에너지 사용량을 줄이기 위해 외기 도입량과 순환 풍량을 계절별로 조절합니다.',
  '협력사 안전교육과 품질 점검을 분기마다 실시하고 있습니다.',
  '베트남 박닌 공장의 클린룸 수주로 해외 사업이 한층 넓어졌습니다.',
  '정기 점검에서는 필터의 차압, 누설 시험, 조도와 온습도를 모두 확인합니다.',
  '주주 여러분께 올해의 실적과 다음 해의 투자 계획을 말씀드립니다.',
];

const ENGLISH_SENTENCES = [
  'CleanAir Tech designs, builds and validates semiconductor cleanrooms as one team.',
  'A battery dry room must hold a dew point below minus 60 °C at all times.',
  'We build GMP cleanrooms for pharmaceutical plants and hand over the validation documents.',
  'HEPA and ULPA filters are replaced according to pressure drop and particle counts.',
  'Fan filter units were measured on site for air velocity and noise.',
  'Modules are assembled and tested at the Ulsan plant first, which shortens the work on site.',
  'CFD airflow analysis showed where eddies formed, and the ceiling grid was rearranged.',
  'Chemical filters remove molecular contaminants such as ammonia and sulphur oxides.',
  'After completion we report particle counts, air velocity and room pressure.',
  'Back-end lines in Pyeongtaek and Cheongju reached ISO Class 5.',
  'The Durafiltex medium captures particles down to 50 nm with high efficiency.',
];

const TITLE_WORDS = [
  '클린룸',
  '드라이룸',
  '필터',
  'GMP',
  '준공',
  '수주',
  '공장',
  '검증',
  '기술',
  '협력',
  '안전',
  '품질',
];

function paragraphs(next: () => number, sentences: readonly string[], length: number): string {
  const parts: string[] = [];
  let total = 0;
  while (total < length) {
    const paragraph = Array.from(
      { length: 3 + Math.floor(next() * 3) },
      () => sentences[Math.floor(next() * sentences.length)] ?? '',
    ).join(' ');
    parts.push(`<p>${paragraph}</p>`);
    total += paragraph.length;
  }
  return parts.join('');
}

function post(index: number, next: () => number): Record<string, unknown> {
  const word = () => TITLE_WORDS[Math.floor(next() * TITLE_WORDS.length)] ?? '';
  const english = next() < 2 / 3;
  const day = new Date(Date.UTC(2016, 0, 1) + Math.floor((index / POSTS) * 3_600) * 86_400_000);
  return {
    title: `${word()} ${word()} 소식 ${index + 1}호`,
    content: paragraphs(next, KOREAN_SENTENCES, 1_500 + Math.floor(next() * 1_500)),
    title_en: english
      ? `News ${index + 1}: ${['cleanroom', 'dry room', 'filter', 'GMP'][index % 4]} update`
      : null,
    content_en: english ? paragraphs(next, ENGLISH_SENTENCES, 1_500 + Math.floor(next() * 1_000)) : null,
    published_at: day.toISOString(),
  };
}

const QUERIES: readonly [string, 'ko' | 'en'][] = [
  ['클린룸', 'ko'],
  ['드라이룸', 'ko'],
  ['클린룸 시공', 'ko'],
  ['필터의', 'ko'],
  ['이슬점 관리', 'ko'],
  ['GMP', 'ko'],
  ['50nm', 'ko'],
  ['박닌 공장', 'ko'],
  ['소식 4321호', 'ko'],
  ['룸', 'ko'],
  ['없는낱말조합', 'ko'],
  ['cleanroom', 'en'],
  ['dry room', 'en'],
  ['pyeongtaek', 'en'],
  ['hepa filters', 'en'],
];

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
const db = await openPglite(join(dataDir, 'pgdata'));
try {
  await migrate(db, [
    { label: 'local', dir: join(supabaseDir, 'local') },
    { label: 'migrations', dir: join(supabaseDir, 'migrations') },
  ]);
  const next = random(20261128);
  const loadStarted = performance.now();
  for (let from = 0; from < POSTS; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, POSTS - from) }, (_, i) => post(from + i, next));
    await db.query(
      `insert into public.news (title, content, thumbnail, title_en, content_en, published_at, created_at)
       select r.title, r.content, '/storage/v1/object/public/news-images/seed/plant.png', r.title_en, r.content_en,
              r.published_at, r.published_at
         from jsonb_to_recordset($1::jsonb)
              as r(title text, content text, title_en text, content_en text, published_at timestamptz)`,
      [JSON.stringify(rows)],
    );
  }
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await db.exec('vacuum analyze search.documents');
  const [{ documents, mb } = { documents: 0, mb: 0 }] = (
    await db.query<{ documents: number; mb: number }>(
      `select (select count(*)::int from search.documents) as documents,
              round(pg_total_relation_size('search.documents') / 1048576.0)::int as mb`,
    )
  ).rows;
  console.log(
    `loaded ${POSTS} news posts in ${loadSeconds.toFixed(1)} s: ${documents} search documents, ${mb} MB with the index`,
  );

  const claims = { role: 'anon' as const, iss: 'supabase' };
  const search = async (query: string, lang: string) =>
    asRole(db, claims, async (tx) => {
      const started = performance.now();
      const { rows } = await tx.query<{ total: number }>(
        `select (public.search_content($1, $2, 20, 0) ->> 'total')::int as total`,
        [query, lang],
      );
      return { ms: performance.now() - started, total: rows[0]?.total ?? 0 };
    });

  for (const [query, lang] of QUERIES) await search(query, lang); // warm the plans and the cache
  const all: number[] = [];
  const rowsOut: string[] = [];
  for (const [query, lang] of QUERIES) {
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const answer = await search(query, lang);
      times.push(answer.ms);
      total = answer.total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rowsOut.push(
      `| ${query} (${lang}) | ${total} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
    );
  }
  all.sort((a, b) => a - b);
  const median = percentile(all, 50);
  const p95 = percentile(all, 95);
  console.log('\n| query | matches | median ms | p95 ms |\n| --- | ---: | ---: | ---: |');
  console.log(rowsOut.join('\n'));
  console.log(
    `\nall ${all.length} searches: median ${median.toFixed(1)} ms (target ${TARGET_MEDIAN_MS}), p95 ${p95.toFixed(1)} ms (target ${TARGET_P95_MS}): ${
      median <= TARGET_MEDIAN_MS && p95 <= TARGET_P95_MS ? 'met' : 'NOT met'
    }`,
  );
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
