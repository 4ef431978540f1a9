import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/backend';
import { client, signedIn } from '../support/clients';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

type Kind = 'news' | 'youtube' | 'announcement' | 'shareholders';
type Lang = 'ko' | 'en' | 'any';

interface SearchResult {
  kind: Kind;
  id: number;
  lang: 'ko' | 'en';
  title: string;
  snippet: string;
  created_at: string;
  published_at: string | null;
  status: string;
  title_match: boolean;
}

interface SearchAnswer {
  terms: string[];
  total: number;
  total_capped: boolean;
  counts: Partial<Record<Kind, number>>;
  counts_capped: Kind[];
  results: SearchResult[];
}

/**
 * The search suite's server: a trusted proxy names each client, so the per-client limit can be tried from
 * addresses of the tests' own; the limit is high enough for the rest of the suite's anonymous searches.
 */
export const SEARCH_SUITE_ENV = { TRUST_PROXY: '1', SEARCH_LIMIT_PER_CLIENT: '200' };
const SEARCH_LIMIT = Number(SEARCH_SUITE_ENV.SEARCH_LIMIT_PER_CLIENT);

/** Matches are counted up to this many; past it the answer says "more than". */
const CAP = 1000;

const THUMBNAIL = '/storage/v1/object/public/news-images/seed/plant.png';
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/** The items the suite writes, by a short name; each has the fields its table needs. */
const ITEMS = {
  dryroom: {
    kind: 'news',
    row: {
      title: '이차전지 드라이룸의 새 기준',
      content:
        '<p>저습 환경을 위한 <strong>드라이룸</strong> 설계와 시공 사례를 소개합니다. 이슬점 -60℃를 유지합니다.</p>',
      thumbnail: THUMBNAIL,
      title_en: 'A new standard for battery dry rooms',
      content_en: '<p>How we design and build dry rooms that hold a dew point of −60 °C.</p>',
    },
  },
  cleanroom: {
    kind: 'news',
    row: {
      title: '반도체 생산라인 준공',
      content: '<p>경기 평택에서 클린룸을 시공합니다. ISO 클래스 5 수준의 청정도를 확보했습니다.</p>',
      thumbnail: THUMBNAIL,
      title_en: 'Semiconductor line completed',
      content_en: '<p>We build a cleanroom in Pyeongtaek to ISO Class 5.</p>',
    },
  },
  filter: {
    kind: 'news',
    row: {
      title: 'HEPA 필터 교체 안내',
      content: '<p>필터의 수명과 교체 주기를 알려 드립니다. 50nm 입자를 걸러냅니다.</p>',
      thumbnail: THUMBNAIL,
    },
  },
  gmp: {
    kind: 'announcement',
    row: {
      title: '제조시설 GMP 인증 획득 공고',
      content: '<p>의약품 제조시설이 인증을 받았음을 공고합니다.</p>',
      title_en: 'Notice of GMP certification',
      content_en: '<p>Our pharmaceutical plant is certified, with Crème partners from Zürich.</p>',
    },
  },
  meeting: {
    kind: 'shareholders',
    row: {
      title: '제12기 정기주주총회 소집공고',
      content: '<p>정기주주총회를 다음과 같이 소집합니다. 안건: 재무제표 승인</p>',
      meeting_date: '2027-03-26',
      title_en: 'Notice of the 12th annual general meeting',
      content_en: '<p>Agenda: approval of the financial statements.</p>',
    },
  },
  video: {
    kind: 'youtube',
    row: { title: '드라이룸 공정 영상', video_id: 'Ab3_-Ab3_-A', title_en: 'Dry room process video' },
  },
  longEnglish: {
    kind: 'news',
    row: {
      title: '긴 본문 시험',
      content: '<p>본문</p>',
      thumbnail: THUMBNAIL,
      title_en: 'A long body',
      content_en:
        '<p>Longsnippet Tech is a clean technology company founded in Ulsan in 2019. Longsnippet Tech has ' +
        'agreed with a global semiconductor maker to build the plant of its new back-end line in Bac Ninh, ' +
        'Vietnam, and to supply the media that keeps its air clean for years to come, with service from its ' +
        'Hanoi office.</p>',
    },
  },
  longKorean: {
    kind: 'news',
    row: {
      title: '긴 국문 본문',
      content:
        '<p>2019년 울산에서 출발한 스니펫텍은 공조 설계 경험을 바탕으로, 공기 중 미세입자와 수분, 화학 오염물질을 ' +
        '다루는 모든 단계를 한 팀이 책임집니다. 울산 본사는 생산라인과 모듈 조립 설비, 성능 시험실을 함께 ' +
        '운영합니다. 스니펫텍은 새로운 협약을 맺고 베트남 박닌의 후공정 설비에 깨끗한 공기를 공급합니다. 그 ' +
        '공기는 고객이 만드는 제품의 품질이 되고, 그 품질은 다시 고객의 신뢰가 됩니다. 스니펫텍은 오늘도 ' +
        '보이지 않는 공기의 품질을 숫자로 약속하고 숫자로 증명합니다. 설계에서 유지관리까지 한 팀이 끝까지 ' +
        '책임지며, 공사가 끝난 날이 아니라 공간이 제 성능을 내는 날을 준공일로 삼습니다.</p>',
      thumbnail: THUMBNAIL,
    },
  },
  draft: {
    kind: 'news',
    row: {
      title: '비공개 초안 드라이룸 계획',
      content: '<p>아직 공개되지 않은 ÉLAN 프로젝트</p>',
      thumbnail: THUMBNAIL,
      status: 'draft',
    },
  },
  scheduled: {
    kind: 'news',
    row: {
      title: '예정된 드라이룸 소식',
      content: '<p>예약 공개되는 Élan 소식</p>',
      thumbnail: THUMBNAIL,
      status: 'published',
      published_at: inDays(1),
    },
  },
  draftNotice: {
    kind: 'announcement',
    row: { title: '초안 필터 공고', content: '<p>필터 공고 초안 ÉLAN</p>', status: 'draft' },
  },
  rankTitleOld: {
    kind: 'news',
    row: {
      title: '순위시험 제목에 있는 글',
      content: '<p>본문</p>',
      thumbnail: THUMBNAIL,
      status: 'published',
      published_at: '2025-01-01T00:00:00Z',
    },
  },
  rankBodyNew: {
    kind: 'news',
    row: {
      title: '최근 글',
      content: '<p>본문에만 순위시험이 있습니다</p>',
      thumbnail: THUMBNAIL,
      status: 'published',
      published_at: '2026-06-01T00:00:00Z',
    },
  },
  rankBodyOld: {
    kind: 'announcement',
    row: {
      title: '오래된 공고',
      content: '<p>본문에만 순위시험이 있는 오래된 공고</p>',
      status: 'published',
      published_at: '2025-06-01T00:00:00Z',
    },
  },
} as const satisfies Record<string, { kind: Kind; row: Record<string, unknown> }>;

type ItemName = keyof typeof ITEMS;

/** Query, language, the suite's items it finds (the fixture's own items are left out of the comparison). */
const CASES: readonly [string, Lang, readonly ItemName[]][] = [
  // Korean, typed as Korean is typed: inside words and across particles.
  ['드라이룸', 'ko', ['dryroom', 'video']],
  ['클린룸 시공', 'ko', ['cleanroom']],
  ['필터', 'ko', ['filter']],
  ['이차전지 드라이룸', 'ko', ['dryroom']],
  ['드라이', 'ko', ['dryroom', 'video']],
  ['룸', 'ko', ['dryroom', 'cleanroom', 'video']],
  ['정기주주총회', 'ko', ['meeting']],
  ['주주총회 재무제표', 'ko', ['meeting']],
  ['평택', 'ko', ['cleanroom']],
  ['교체 주기', 'ko', ['filter']],
  ['공정 영상', 'ko', ['video']],
  ['클린룸 드라이룸', 'ko', []],
  ['없는낱말조합', 'ko', []],
  ['이슬점', 'ko', ['dryroom']],
  // Latin in Korean pages: case-, accent- and width-insensitive.
  ['GMP', 'ko', ['gmp']],
  ['gmp', 'ko', ['gmp']],
  ['ＧＭＰ', 'ko', ['gmp']],
  ['50nm', 'ko', ['filter']],
  ['50NM', 'ko', ['filter']],
  ['hepa', 'ko', ['filter']],
  ['ISO 클래스', 'ko', ['cleanroom']],
  ['élan', 'ko', []],
  ['pyeongtaek', 'ko', []],
  // English pages: the English version, or the Korean text of an item without one.
  ['dry room', 'en', ['dryroom', 'video']],
  ['DRY ROOMS', 'en', ['dryroom']],
  ['cleanroom', 'en', ['cleanroom']],
  ['creme', 'en', ['gmp']],
  ['zurich', 'en', ['gmp']],
  ['ZÜRICH', 'en', ['gmp']],
  ['gmp', 'en', ['gmp']],
  ['annual general meeting', 'en', ['meeting']],
  ['financial statements', 'en', ['meeting']],
  ['pyeongtaek', 'en', ['cleanroom']],
  ['dew point', 'en', ['dryroom']],
  ['video', 'en', ['video']],
  ['필터', 'en', ['filter']],
  ['50nm', 'en', ['filter']],
  ['드라이룸', 'en', []],
  ['평택', 'en', []],
  // Both languages (the dashboard's search).
  ['드라이룸', 'any', ['dryroom', 'video']],
  ['pyeongtaek', 'any', ['cleanroom']],
];

/** The rpc call the site and the dashboard make, answered or thrown. */
async function search(
  supabase: SupabaseClient,
  query: string,
  lang: Lang,
  options: { max_results?: number; skip?: number; kind?: Kind } = {},
): Promise<SearchAnswer> {
  const { data, error } = await supabase.rpc('search_content', {
    query,
    lang,
    max_results: options.max_results ?? 50,
    skip: options.skip ?? 0,
    ...(options.kind ? { kind: options.kind } : {}),
  });
  if (error) throw new Error(error.message);
  return data as SearchAnswer;
}

/**
 * Site search through public.search_content: Korean found inside words and across particles, Latin without
 * regard to case and accents, English versions on English pages, ranking, paging, drafts and scheduled
 * items for staff only, and bounded inputs.
 */
export function searchSuite(shared: SharedBackend): void {
  describe('search_content', () => {
    let anon: SupabaseClient;
    let admin: SupabaseClient;
    let editor: SupabaseClient;
    const ids = new Map<ItemName, { kind: Kind; id: number }>();
    const nameOf = (result: SearchResult): ItemName | undefined =>
      [...ids].find(([, item]) => item.kind === result.kind && item.id === result.id)?.[0];
    const ours = (answer: SearchAnswer): ItemName[] =>
      answer.results.flatMap((result) => nameOf(result) ?? []).sort();

    beforeAll(async () => {
      const backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      for (const [name, item] of Object.entries(ITEMS) as [ItemName, (typeof ITEMS)[ItemName]][]) {
        const row: Record<string, unknown> = { ...item.row };
        const { data, error } = await admin.from(item.kind).insert(row).select('id').single();
        if (error) throw new Error(`writing ${name} failed: ${error.message}`);
        ids.set(name, { kind: item.kind, id: (data as { id: number }).id });
      }
    });

    it.each(CASES)('%s (%s) finds %j', async (query, lang, expected) => {
      expect(ours(await search(anon, query, lang))).toEqual([...expected].sort());
    });

    it('finds Korean inside words and across particles', async () => {
      const dry = await search(anon, '드라이룸', 'ko');
      expect(dry.results.find((r) => nameOf(r) === 'dryroom')?.title).toBe('이차전지 드라이룸의 새 기준');
      const built = await search(anon, '클린룸 시공', 'ko');
      expect(built.results.find((r) => nameOf(r) === 'cleanroom')?.snippet).toContain('클린룸을 시공합니다');
      const filter = await search(anon, '필터', 'ko');
      expect(filter.results.find((r) => nameOf(r) === 'filter')?.snippet).toContain('필터의');
    });

    it('answers the language version, its title and a snippet in its original case', async () => {
      const english = await search(anon, 'cleanroom', 'en');
      const item = english.results.find((r) => nameOf(r) === 'cleanroom');
      expect(item).toMatchObject({ lang: 'en', title: 'Semiconductor line completed', title_match: false });
      expect(item?.snippet).toContain('We build a cleanroom in Pyeongtaek');
      const koreanOnly = (await search(anon, '필터', 'en')).results.find((r) => nameOf(r) === 'filter');
      expect(koreanOnly).toMatchObject({ lang: 'ko', title: 'HEPA 필터 교체 안내', title_match: true });
      const gmp = (await search(anon, 'gmp', 'ko')).results.find((r) => nameOf(r) === 'gmp');
      expect(gmp?.title).toContain('GMP');
      expect(gmp?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect((await search(anon, '클린룸, 시공!', 'ko')).terms).toEqual(['클린룸', '시공']);
    });

    it('cuts snippets on spaces, never inside a word, with an ellipsis where cut', async () => {
      const cases = [
        ['agreed', 'en', 'longEnglish', ITEMS.longEnglish.row.content_en],
        ['협약', 'ko', 'longKorean', ITEMS.longKorean.row.content],
      ] as const;
      for (const [query, lang, name, html] of cases) {
        const item = (await search(anon, query, lang)).results.find((r) => nameOf(r) === name);
        const text = html.replace(/<[^>]*>/g, '');
        const snippet = item?.snippet ?? '';
        expect(snippet).toMatch(/^….+…$/);
        expect(snippet).toContain(query);
        const words = new Set(text.split(' '));
        for (const word of snippet.slice(1, -1).split(' ')) expect(words, snippet).toContain(word);
      }
    });

    it('ranks title matches above body matches, then newer above older, and pages', async () => {
      const all = await search(anon, '순위시험', 'ko');
      expect(all.results.map(nameOf)).toEqual(['rankTitleOld', 'rankBodyNew', 'rankBodyOld']);
      expect(all.total).toBe(3);
      expect(all.total_capped).toBe(false);
      expect(all.counts).toEqual({ news: 2, announcement: 1 });
      expect(all.counts_capped).toEqual([]);
      const second = await search(anon, '순위시험', 'ko', { max_results: 1, skip: 1 });
      expect(second.results.map(nameOf)).toEqual(['rankBodyNew']);
      expect(second.total).toBe(3);
      const notices = await search(anon, '순위시험', 'ko', { kind: 'announcement' });
      expect(notices.results.map(nameOf)).toEqual(['rankBodyOld']);
      expect(notices.total).toBe(1);
      expect(notices.counts).toEqual({ news: 2, announcement: 1 });
    });

    it('counts up to 1,000 and says there are more, the pages still ranked right', async () => {
      // One old post with the word in its title, and 1,001 newer ones with it in the body only.
      const rows = Array.from({ length: CAP + 2 }, (_, i) => ({
        title: i === 0 ? '상한시험 제목 글' : `상한 글 ${i}`,
        content: i === 0 ? '<p>본문</p>' : `<p>본문에 상한시험이 있는 ${i}번째 글</p>`,
        thumbnail: THUMBNAIL,
        status: 'published',
        published_at: new Date(Date.UTC(2020, 0, 1) + (i === 0 ? -1 : i) * 60_000).toISOString(),
      }));
      const written: number[] = [];
      for (let from = 0; from < rows.length; from += 250) {
        const { data, error } = await admin
          .from('news')
          .insert(rows.slice(from, from + 250))
          .select('id');
        if (error) throw new Error(`writing the posts failed: ${error.message}`);
        written.push(...(data as { id: number }[]).map((row) => row.id));
      }
      const titleOf = (result: SearchResult) => result.title;
      try {
        const first = await search(anon, '상한시험', 'ko', { max_results: 3 });
        expect(first.total).toBe(CAP);
        expect(first.total_capped).toBe(true);
        expect(first.counts).toEqual({ news: CAP });
        expect(first.counts_capped).toEqual(['news']);
        expect(first.results.map(titleOf)).toEqual([
          '상한시험 제목 글',
          `상한 글 ${CAP + 1}`,
          `상한 글 ${CAP}`,
        ]);
        expect(first.results[0]?.title_match).toBe(true);
        const news = await search(anon, '상한시험', 'ko', { max_results: 2, skip: 2, kind: 'news' });
        expect(news.total).toBe(CAP);
        expect(news.total_capped).toBe(true);
        expect(news.results.map(titleOf)).toEqual([`상한 글 ${CAP}`, `상한 글 ${CAP - 1}`]);
        // Past the cap, the pages are still there: the last two of the 1,002.
        const last = await search(anon, '상한시험', 'ko', { max_results: 5, skip: CAP });
        expect(last.results.map(titleOf)).toEqual(['상한 글 2', '상한 글 1']);
        expect(last.total_capped).toBe(true);
        // Under the cap, exact: the second word is in one title only.
        const few = await search(anon, '상한시험 제목', 'ko');
        expect(few).toMatchObject({ total: 1, total_capped: false, counts: { news: 1 }, counts_capped: [] });
      } finally {
        for (let from = 0; from < written.length; from += 250) {
          await admin
            .from('news')
            .delete()
            .in('id', written.slice(from, from + 250));
        }
      }
    });

    it('never finds a draft or a scheduled item for a visitor; staff find them', async () => {
      for (const lang of ['ko', 'en', 'any'] as const) {
        for (const query of ['드라이룸', '초안', '예정된', 'élan', 'ELAN', '필터 공고']) {
          const found = ours(await search(anon, query, lang));
          expect(found).not.toContain('draft');
          expect(found).not.toContain('scheduled');
          expect(found).not.toContain('draftNotice');
        }
      }
      expect(ours(await search(editor, 'élan', 'any'))).toEqual(['draft', 'draftNotice', 'scheduled']);
      expect(ours(await search(admin, '드라이룸', 'ko'))).toEqual(['draft', 'dryroom', 'scheduled', 'video']);
      const draft = (await search(editor, '비공개 초안', 'any')).results.find((r) => nameOf(r) === 'draft');
      expect(draft?.status).toBe('draft');
    });

    it('keeps up with writes: an edit, publishing and a deletion', async () => {
      const draft = ids.get('draft');
      if (!draft) throw new Error('no draft');
      expect(ours(await search(anon, '공개전환시험', 'ko'))).toEqual([]);
      // An update names the version it was based on where items have one.
      const current = await admin.from('news').select('*').eq('id', draft.id).single();
      const version = (current.data as { version?: number } | null)?.version;
      const edited = await admin
        .from('news')
        .update({
          content: '<p>공개전환시험 본문</p>',
          status: 'published',
          published_at: inDays(-1),
          ...(version === undefined ? {} : { version: version + 1 }),
        })
        .eq('id', draft.id);
      expect(edited.error).toBeNull();
      expect(ours(await search(anon, '공개전환시험', 'ko'))).toEqual(['draft']);
      const removed = await admin.from('news').delete().eq('id', draft.id);
      expect(removed.error).toBeNull();
      expect(ours(await search(anon, '공개전환시험', 'ko'))).toEqual([]);
      expect(ours(await search(admin, '공개전환시험', 'any'))).toEqual([]);
    });

    it('refuses unbounded or malformed inputs with a clear error', async () => {
      const refused = async (args: Record<string, unknown>) => {
        const { data, error } = await anon.rpc('search_content', args);
        expect(data).toBeNull();
        return error?.message ?? '';
      };
      expect(await refused({ query: 'a'.repeat(101), lang: 'ko' })).toMatch(/at most 100/);
      expect(await refused({ query: '필터', lang: 'ko', max_results: 51 })).toMatch(
        /max_results must be between 1 and 50/,
      );
      expect(await refused({ query: '필터', lang: 'ko', max_results: 0 })).toMatch(/max_results/);
      expect(await refused({ query: '필터', lang: 'ko', skip: -1 })).toMatch(/skip must be/);
      expect(await refused({ query: '필터', lang: 'fr' })).toMatch(/lang must be ko, en or any/);
      expect(await refused({ query: '필터', lang: 'ko', kind: 'pages' })).toMatch(/kind must be/);
      expect(await refused({ query: null, lang: 'ko' })).toMatch(/query is required/);
      // At the bound, and an empty query: answered.
      expect((await search(anon, '가'.repeat(100), 'ko')).total).toBe(0);
      expect(await search(anon, '  ,, ', 'ko')).toEqual({
        terms: [],
        total: 0,
        total_capped: false,
        counts: {},
        counts_capped: [],
        results: [],
      });
    });

    /** The rpc as supabase-js sends it, from `address` (the trusted proxy's X-Forwarded-For), with its headers. */
    const rawSearch = async (
      address: string,
      args: Record<string, unknown>,
      accessToken?: string,
    ): Promise<{ status: number; cache: string | null; retryAfter: string | null; body: string }> => {
      const backend = shared.get();
      const response = await fetch(`${backend.url}/rest/v1/rpc/search_content`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
          ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
        },
        body: JSON.stringify(args),
      });
      return {
        status: response.status,
        cache: response.headers.get('x-cache'),
        retryAfter: response.headers.get('retry-after'),
        body: await response.text(),
      };
    };
    const tokenOf = async (supabase: SupabaseClient): Promise<string> =>
      (await supabase.auth.getSession()).data.session?.access_token ?? '';

    it('answers identical anonymous searches from memory until public content changes; staff’s never', async () => {
      const address = '198.51.100.61';
      const args = { query: '캐시시험', lang: 'ko', max_results: 10, skip: 0 };
      const first = await rawSearch(address, args);
      expect([first.status, first.cache]).toEqual([200, 'MISS']);
      // Identical arguments in any order are answered from memory (polled: on PostgreSQL the database's
      // notification of an earlier test's write may still come and clear the memory once).
      await expect
        .poll(async () => {
          const again = await rawSearch(address, { skip: 0, max_results: 10, lang: 'ko', query: '캐시시험' });
          return [again.status, again.cache, again.body];
        })
        .toEqual([200, 'HIT', first.body]);
      expect((await rawSearch(address, { ...args, lang: 'en' })).cache).toBe('MISS');

      // A draft changes nothing visitors see: the kept answer stands, and staff read theirs afresh.
      const draft = await admin
        .from('news')
        .insert({ title: '캐시시험 초안', content: '<p>본문</p>', thumbnail: THUMBNAIL, status: 'draft' })
        .select('id')
        .single();
      expect(draft.error).toBeNull();
      expect((await rawSearch(address, args)).cache).toBe('HIT');
      const asEditor = await rawSearch(address, args, await tokenOf(editor));
      expect(asEditor.status).toBe(200);
      expect(asEditor.cache).toBeNull();
      expect((JSON.parse(asEditor.body) as SearchAnswer).total).toBe(1);

      // Published, it is found at once: the kept answers were forgotten.
      const published = await admin
        .from('news')
        .insert({
          title: '캐시시험 공개',
          content: '<p>본문</p>',
          thumbnail: THUMBNAIL,
          published_at: inDays(-1),
        })
        .select('id')
        .single();
      expect(published.error).toBeNull();
      const fresh = await rawSearch(address, args);
      expect(fresh.cache).toBe('MISS');
      expect((JSON.parse(fresh.body) as SearchAnswer).results.map((r) => r.title)).toEqual(['캐시시험 공개']);
      // Kept again (the write's own notification, which may come after, clears it once more).
      await expect.poll(async () => (await rawSearch(address, args)).cache).toBe('HIT');
    });

    it('limits each client’s anonymous searches, pages included, with 429 and Retry-After; staff and others go on', async () => {
      const backend = shared.get();
      const address = '198.51.100.62';
      const args = { query: '한도시험', lang: 'ko' };
      for (let sent = 0; sent < SEARCH_LIMIT; sent += 20) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(20, SEARCH_LIMIT - sent) }, () => rawSearch(address, args)),
        );
        expect(batch.map((answer) => answer.status)).toEqual(batch.map(() => 200));
      }
      const refused = await rawSearch(address, { query: '다른 낱말', lang: 'ko' });
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'PT429', details: 'rate_limited' });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      // Even an answer kept in memory is refused to this client: the limit counts searches, not misses.
      expect((await rawSearch(address, args)).status).toBe(429);

      // The results page counts the same searches.
      const page = await fetch(`${backend.url}/search?q=${encodeURIComponent('한도시험')}`, {
        headers: { 'X-Forwarded-For': address },
      });
      expect(page.status).toBe(429);
      expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
      await page.text();

      expect((await rawSearch('198.51.100.63', args)).status).toBe(200);
      const asAdmin = await rawSearch(address, args, await tokenOf(admin));
      expect(asAdmin.status).toBe(200);
    });

    it('exposes nothing else: the index and its helpers are not reachable through the API', async () => {
      const helper = await anon.rpc('matches', { terms: ['드라'], lang: 'ko' });
      expect(helper.error).not.toBeNull();
      const table = await anon.schema('search').from('documents').select('*');
      expect(table.data ?? []).toEqual([]);
      expect(table.error).not.toBeNull();
    });
  });
}
