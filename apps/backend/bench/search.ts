/**
 * Site search on PGlite with 10,000 news posts of realistic length (Korean bodies of about 1,500–3,000
 * characters of varied vocabulary; two thirds with an English version): public.search_content called as a
 * visitor (the anon role and claims, in one transaction, as every API request runs), its median and p95 per
 * query and per class of query (common words, rare words, Korean multi-term, Latin, no match), against the
 * targets of 50 ms median and 150 ms p95; then the server started on that database and the /search page
 * rendered through it, its p95 against 200 ms.
 *
 * The posts are loaded in bulk as the database owner before the server starts: the tables' triggers off, one
 * insert per 1,000 posts, then the search documents made by search.rebuild() with their index built once.
 *
 *   pnpm --filter @company/backend exec tsx bench/search.ts      (after `pnpm build:site`, for the page)
 *
 * BENCH_SEARCH_POSTS (10000), BENCH_SEARCH_ROUNDS (15) and BENCH_SEARCH_PAGE_ROUNDS (10) change the run.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asRole } from '../src/db/as-role';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { startBackend } from '../test/support/backend';

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 15);
const PAGE_ROUNDS = Number(process.env.BENCH_SEARCH_PAGE_ROUNDS ?? 10);
const BATCH = 1_000;
const TARGET_MEDIAN_MS = 50;
const TARGET_P95_MS = 150;
const TARGET_PAGE_P95_MS = 200;

const here = fileURLToPath(new URL('.', import.meta.url));
const supabaseDir = resolve(here, '../../../supabase');
const siteDir = resolve(here, '../../site/dist');

/** A small deterministic generator, so every run loads the same posts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

/** Sentences the queries look for, each in a share of the posts. */
const KOREAN_SENTENCES = [
  '클린에어텍은 반도체 클린룸의 설계와 시공, 검증을 한 팀으로 수행합니다.',
  '이차전지 드라이룸은 이슬점 영하 60도 이하의 저습 환경을 안정적으로 유지해야 합니다.',
  '의약품 제조시설의 GMP 기준에 맞춘 청정실을 시공하고 밸리데이션 문서를 함께 제공합니다.',
  '헤파 필터와 울파 필터의 교체 주기는 차압과 입자 계수 데이터를 바탕으로 정합니다.',
  '팬 필터 유닛(FFU)의 풍속과 소음을 현장에서 측정해 고객과 함께 확인했습니다.',
  '기류 해석(CFD)으로 와류가 생기는 구역을 찾아 천장 그리드 배치를 조정했습니다.',
  '평택과 청주의 후공정 라인에 ISO 클래스 5 수준의 청정도를 확보했습니다.',
  '여과재 듀라필텍스는 50nm 입자까지 높은 포집 효율을 보입니다.',
];
/** Rare: in about one post in five hundred. */
const RARE_KOREAN = '베트남 박닌 공장의 클린룸 수주로 해외 사업이 한층 넓어졌습니다.';
const RARE_ENGLISH = 'A contract for a cleanroom at the Bac Ninh plant in Vietnam widened our work abroad.';

/** The varied rest: sentences made of words drawn from these lists. */
const KO = {
  place: [
    '울산',
    '평택',
    '청주',
    '천안',
    '구미',
    '아산',
    '화성',
    '이천',
    '용인',
    '창원',
    '오송',
    '세종',
    '광주',
    '대구',
    '포항',
    '여수',
    '군산',
    '김해',
    '익산',
    '파주',
  ],
  thing: [
    '공조기',
    '배관',
    '덕트',
    '냉동기',
    '보일러',
    '제습기',
    '댐퍼',
    '센서',
    '제어반',
    '배기팬',
    '가습기',
    '열교환기',
    '칠러',
    '집진기',
    '스크러버',
    '밸브',
    '펌프',
    '압축기',
    '인버터',
    '분전반',
  ],
  act: [
    '점검했습니다',
    '교체했습니다',
    '설치했습니다',
    '보강했습니다',
    '조정했습니다',
    '측정했습니다',
    '개선했습니다',
    '시험했습니다',
    '정비했습니다',
    '검토했습니다',
  ],
  topic: [
    '에너지 절감',
    '소음 저감',
    '온도 균일도',
    '습도 안정',
    '정압 유지',
    '진동 관리',
    '유지보수 비용',
    '공정 수율',
    '작업자 안전',
    '설비 가동률',
    '배출 가스',
    '용수 재활용',
    '전력 피크',
    '공기 질',
    '납기 단축',
  ],
  who: ['고객사', '협력사', '설계팀', '시공팀', '품질팀', '안전팀', '연구소', '영업팀', '감리단', '운영팀'],
} as const;
const EN = {
  place: [
    'Ulsan',
    'Pyeongtaek',
    'Cheongju',
    'Cheonan',
    'Gumi',
    'Asan',
    'Hwaseong',
    'Icheon',
    'Yongin',
    'Changwon',
    'Osong',
    'Sejong',
    'Gwangju',
    'Daegu',
    'Pohang',
    'Yeosu',
  ],
  thing: [
    'air handler',
    'duct',
    'chiller',
    'boiler',
    'dehumidifier',
    'damper',
    'sensor',
    'control panel',
    'exhaust fan',
    'humidifier',
    'heat exchanger',
    'scrubber',
    'valve',
    'pump',
    'compressor',
    'inverter',
  ],
  act: [
    'inspected',
    'replaced',
    'installed',
    'reinforced',
    'adjusted',
    'measured',
    'improved',
    'tested',
    'serviced',
    'reviewed',
  ],
  topic: [
    'energy savings',
    'noise',
    'temperature uniformity',
    'humidity',
    'pressure',
    'vibration',
    'maintenance cost',
    'yield',
    'worker safety',
    'uptime',
    'emissions',
    'water reuse',
    'peak power',
    'air quality',
    'lead time',
  ],
  who: [
    'the client',
    'our partners',
    'the design team',
    'the site team',
    'the quality team',
    'the safety team',
    'the lab',
    'the supervisors',
  ],
} as const;

function koreanSentence(next: () => number): string {
  if (next() < 0.25) return pick(next, KOREAN_SENTENCES);
  const n = 2 + Math.floor(next() * 98);
  return `${pick(next, KO.who)}은 ${pick(next, KO.place)} 현장의 ${pick(next, KO.thing)} ${n}대를 ${pick(next, KO.topic)}을 위해 ${pick(next, KO.act)}.`;
}

function englishSentence(next: () => number): string {
  const n = 2 + Math.floor(next() * 98);
  return `${pick(next, EN.who)} ${pick(next, EN.act)} ${n} ${pick(next, EN.thing)} units in ${pick(next, EN.place)} for ${pick(next, EN.topic)}.`;
}

function paragraphs(
  next: () => number,
  sentence: (next: () => number) => string,
  length: number,
  rare: string,
): string {
  const parts: string[] = [];
  let total = 0;
  const withRare = next() < 0.002;
  while (total < length) {
    const paragraph = Array.from({ length: 3 + Math.floor(next() * 3) }, () => sentence(next));
    if (withRare && parts.length === 1) paragraph.push(rare);
    const text = paragraph.join(' ');
    parts.push(`<p>${text}</p>`);
    total += text.length;
  }
  return parts.join('');
}

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

interface Post {
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
  published_at: string;
}

function post(index: number, next: () => number): Post {
  const word = () => pick(next, TITLE_WORDS);
  const english = next() < 2 / 3;
  const day = new Date(Date.UTC(2016, 0, 1) + Math.floor((index / POSTS) * 3_600) * 86_400_000);
  return {
    title: `${word()} ${word()} 소식 ${index + 1}호`,
    content: paragraphs(next, koreanSentence, 1_500 + Math.floor(next() * 1_500), RARE_KOREAN),
    title_en: english
      ? `News ${index + 1}: ${['cleanroom', 'dry room', 'filter', 'GMP'][index % 4]} update`
      : null,
    content_en: english
      ? paragraphs(next, englishSentence, 1_500 + Math.floor(next() * 1_000), RARE_ENGLISH)
      : null,
    published_at: day.toISOString(),
  };
}

type QueryClass = 'common' | 'rare' | 'korean multi-term' | 'latin' | 'no match';

const QUERIES: readonly [string, 'ko' | 'en', QueryClass][] = [
  ['클린룸', 'ko', 'common'],
  ['필터의', 'ko', 'common'],
  ['공장', 'ko', 'common'],
  ['룸', 'ko', 'common'],
  ['cleanroom', 'en', 'common'],
  ['박닌', 'ko', 'rare'],
  ['소식 4321호', 'ko', 'rare'],
  ['bac ninh', 'en', 'rare'],
  ['클린룸 시공', 'ko', 'korean multi-term'],
  ['이슬점 관리', 'ko', 'korean multi-term'],
  ['울산 공조기 교체', 'ko', 'korean multi-term'],
  ['GMP', 'ko', 'latin'],
  ['50nm', 'ko', 'latin'],
  ['pyeongtaek chiller', 'en', 'latin'],
  ['hepa filters', 'en', 'latin'],
  ['없는낱말조합', 'ko', 'no match'],
  ['zyxwvut', 'en', 'no match'],
];

/**
 * The pages rendered through the server, each address once (the server keeps rendered pages): a common word
 * page by page, a place (in most posts), a later page narrowed to news, and an English page.
 */
const pagesOfRound = (round: number): string[] => [
  `/search?q=${encodeURIComponent('클린룸')}&page=${round + 1}`,
  `/search?q=${encodeURIComponent(KO.place[round % KO.place.length] ?? '울산')}`,
  `/search?q=${encodeURIComponent('필터')}&kind=news&page=${round + 2}`,
  `/en/search?q=cleanroom&page=${round + 1}`,
];

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number): string => value.toFixed(1);

const KEEP = process.env.BENCH_SEARCH_KEEP === '1';
const dataDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
try {
  const db = await openPglite(join(dataDir, 'pgdata'));
  try {
    await migrate(db, [
      { label: 'local', dir: join(supabaseDir, 'local') },
      { label: 'migrations', dir: join(supabaseDir, 'migrations') },
    ]);
    const next = random(20261128);
    const loadStarted = performance.now();
    // As the owner, in bulk: the triggers off while the posts go in (replica), the documents made once by
    // search.rebuild() and their index built after them (a GIN index builds far faster than it grows).
    const { rows: indexRows } = await db.query<{ def: string }>(
      `select pg_get_indexdef('search.documents_grams_idx'::regclass) as def`,
    );
    const indexDef = indexRows[0]?.def;
    if (!indexDef) throw new Error('search.documents_grams_idx is missing');
    await db.exec(`set session_replication_role = replica; drop index search.documents_grams_idx;`);
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
    await db.exec(`set session_replication_role = origin; select search.rebuild(); ${indexDef};`);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    await db.exec('vacuum analyze public.news');
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
        const { rows } = await tx.query<{ total: number; capped: boolean }>(
          `select (a ->> 'total')::int as total, (a ->> 'total_capped')::boolean as capped
             from public.search_content($1, $2, 10, 0) as a`,
          [query, lang],
        );
        return {
          ms: performance.now() - started,
          total: rows[0]?.total ?? 0,
          capped: rows[0]?.capped ?? false,
        };
      });

    for (const [query, lang] of QUERIES) await search(query, lang); // warm the plans and the cache
    const all: number[] = [];
    const byClass = new Map<QueryClass, number[]>();
    const rowsOut: string[] = [];
    for (const [query, lang, queryClass] of QUERIES) {
      const times: number[] = [];
      let answer = { total: 0, capped: false };
      for (let round = 0; round < ROUNDS; round += 1) {
        const timed = await search(query, lang);
        times.push(timed.ms);
        answer = timed;
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      byClass.set(queryClass, [...(byClass.get(queryClass) ?? []), ...times]);
      rowsOut.push(
        `| ${query} (${lang}) | ${queryClass} | ${answer.total}${answer.capped ? '+' : ''} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`,
      );
    }
    all.sort((a, b) => a - b);
    console.log('\n| query | class | matches | median ms | p95 ms |\n| --- | --- | ---: | ---: | ---: |');
    console.log(rowsOut.join('\n'));
    console.log('\n| class | median ms | p95 ms |\n| --- | ---: | ---: |');
    for (const [queryClass, times] of byClass) {
      times.sort((a, b) => a - b);
      console.log(`| ${queryClass} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`);
    }
    const median = percentile(all, 50);
    const p95 = percentile(all, 95);
    console.log(
      `\nsearch_content, all ${all.length} searches: median ${ms(median)} ms (target ${TARGET_MEDIAN_MS}), p95 ${ms(p95)} ms (target ${TARGET_P95_MS}): ${
        median <= TARGET_MEDIAN_MS && p95 <= TARGET_P95_MS ? 'met' : 'NOT met'
      }; load average ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await db.close();
  }

  if (!existsSync(join(siteDir, 'index.html'))) {
    console.log(`\nThe /search page is not measured: no site build in ${siteDir} (run pnpm build:site).`);
  } else {
    // One client renders every page here: the per-client search limit (tested in the backend suites) is lifted.
    const server = await startBackend({
      dataDir,
      env: { SITE_DIR: siteDir, SEARCH_LIMIT_PER_CLIENT: '1000000' },
    });
    try {
      const render = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}${path}`);
        const html = await response.text();
        if (!response.ok || !html.includes('<ol'))
          throw new Error(`${path} answered ${response.status} without results`);
        return performance.now() - started;
      };
      for (const path of pagesOfRound(PAGE_ROUNDS)) await render(path); // the site's code loaded, the plans made
      const times: number[] = [];
      for (let round = 0; round < PAGE_ROUNDS; round += 1) {
        for (const path of pagesOfRound(round)) times.push(await render(path));
      }
      times.sort((a, b) => a - b);
      const pageP95 = percentile(times, 95);
      console.log(
        `\n/search page through the server, ${times.length} renders: median ${ms(percentile(times, 50))} ms, p95 ${ms(pageP95)} ms (target ${TARGET_PAGE_P95_MS}): ${
          pageP95 <= TARGET_PAGE_P95_MS ? 'met' : 'NOT met'
        }; load average ${loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')}`,
      );
    } finally {
      await server.stop();
    }
  }
} finally {
  if (KEEP) console.log(`\nThe data folder is kept: ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
