import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { ADMIN, insertAsAdmin, passwordToken, rest } from '../admin/helpers';
import { stubYoutube } from './dataPages';

// The newsroom's lists and posts. Widths: the list (its cards and paging reflow) runs at both; the rest
// asserts addresses, ids, status codes, dates and the player's frame, which no width changes, so it runs at
// desktop size (every page's layout at a phone's width is in the page table, pages.spec.ts).
test.beforeEach(async ({ page }) => {
  await stubYoutube(page);
});

test('the news list shows cards newest first and pages with ?page= in the URL', async ({ page, site }) => {
  await page.goto(`${site.url}/newsroom/News`);
  const cards = page.getByRole('list', { name: '뉴스 목록' }).getByRole('article');
  await expect(cards).toHaveCount(9);
  await expect(cards.first()).toContainText('2025년 3분기 실적 발표');
  await expect(cards.first()).toContainText('2025-11-13');
  await expect(page.getByText('총 15건')).toBeVisible();
  // The outline descends in order: the page's h1, then each card's title as h2.
  await expect(cards.getByRole('heading', { level: 2 })).toHaveCount(9);

  await page
    .getByRole('navigation', { name: '페이지 이동' })
    .getByRole('button', { name: '2 페이지' })
    .click();
  await expect(page).toHaveURL(/\/newsroom\/News\?page=2$/);
  await expect(cards).toHaveCount(6);
  await expect(cards.last()).toContainText('울산공장 나노섬유 여과재 2호 생산라인 증설 착공');
  await page.goBack();
  await expect(cards).toHaveCount(9);
});

test('list → detail → previous and next by id', { tag: DESKTOP_ONLY }, async ({ page, site }) => {
  await page.goto(`${site.url}/newsroom/News`);
  const first = page.getByRole('list', { name: '뉴스 목록' }).getByRole('article').first().getByRole('link');
  const href = await first.getAttribute('href');
  const id = Number(href?.split('/').pop());
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/newsroom/News/${id}$`));

  const title = page.locator('main article > header h2');
  await expect(title).toHaveText(/2025년 3분기 실적 발표/);
  await expect(page.locator('main article > header time')).toHaveText('2025-11-13');
  await expect(page).toHaveTitle(/2025년 3분기 실적 발표/);

  const neighbours = page.getByRole('navigation', { name: '이전글/다음글' });
  // The newest post has no next one: a dash stands in.
  await expect(neighbours.getByRole('listitem').nth(1)).toContainText('-');
  const previous = neighbours.getByRole('link');
  await expect(previous).toHaveCount(1);
  await expect(previous).toHaveAttribute('href', `/newsroom/News/${id - 1}`);
  await expect(neighbours.getByRole('listitem').nth(0).locator('img')).toHaveAttribute('src', /news-images/);
  await previous.click();
  await expect(page).toHaveURL(new RegExp(`/newsroom/News/${id - 1}$`));
  await expect(title).toHaveText(/울산공장 2호 라인 준공/);
  const next = neighbours.getByRole('link', { name: /2025년 3분기 실적 발표/ });
  await expect(next).toHaveAttribute('href', `/newsroom/News/${id}`);
  await expect(neighbours.getByRole('link', { name: /AI 데이터센터/ })).toHaveAttribute(
    'href',
    `/newsroom/News/${id - 2}`,
  );

  await page.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/newsroom\/News$/);
});

test('a news id that does not exist shows 뉴스 데이터 없음, answered 404', { tag: DESKTOP_ONLY }, async ({
  page,
  site,
  consoleGuard,
}) => {
  consoleGuard.allow(/404 \(Not Found\)/);
  const response = await page.goto(`${site.url}/newsroom/News/999999`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('뉴스 데이터 없음', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '목록', exact: true })).toHaveAttribute(
    'href',
    '/newsroom/News',
  );
});

test('a failed news load shows 뉴스 데이터 없음 and only warns', { tag: DESKTOP_ONLY }, async ({
  page,
  site,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // The server's HTML already has the list; the detail is then loaded by the browser, and fails.
  await page.goto(`${site.url}/newsroom/News`);
  await page.waitForLoadState('networkidle');
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/news'),
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.getByRole('list', { name: '뉴스 목록' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/newsroom\/News\/\d+$/);
  await expect(page.getByText('뉴스 데이터 없음', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(warnings.some((text) => /News \d+ could not be loaded/.test(text))).toBe(true);
});

test('a video id that does not exist shows 뉴스 데이터 없음, answered 404', { tag: DESKTOP_ONLY }, async ({
  page,
  site,
  consoleGuard,
}) => {
  consoleGuard.allow(/404 \(Not Found\)/);
  const response = await page.goto(`${site.url}/newsroom/Youtube/999999`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('뉴스 데이터 없음', { exact: true })).toBeVisible();
});

test('the video list links to the video pages, which embed the player and link neighbours', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await page.goto(`${site.url}/newsroom/Youtube`);
  const cards = page.getByRole('list', { name: '영상 목록' }).getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('클린에어텍 사람들: R&D센터 연구원 인터뷰');
  await expect(cards.first().locator('img')).toHaveAttribute(
    'src',
    'https://i.ytimg.com/vi/bT5gW-3hLqA/hqdefault.jpg',
  );
  const link = cards.nth(1).getByRole('link');
  const id = Number((await link.getAttribute('href'))?.split('/').pop());
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/newsroom/Youtube/${id}$`));

  const player = page.locator('iframe');
  await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/vN0s9JxE_2k');
  await expect(player).toHaveAttribute('width', '100%');
  const box = await player.boundingBox();
  expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);
  expect(await player.getAttribute('allow')).not.toContain('autoplay');
  await expect(page.locator('main article > header h2')).toHaveText('울산공장 2호 라인 준공 스케치');

  const neighbours = page.getByRole('navigation', { name: '이전글/다음글' });
  await expect(neighbours).toContainText('[이전글]');
  await expect(neighbours).toContainText('[다음글]');
  const previous = neighbours.getByRole('link', { name: /이슬점 -60℃/ });
  await expect(previous).toHaveAttribute('href', `/newsroom/Youtube/${id - 1}`);
  await expect(neighbours.getByRole('listitem').nth(0).locator('img')).toHaveAttribute(
    'src',
    'https://i.ytimg.com/vi/R4tYu6pD1cM/hqdefault.jpg',
  );
  await expect(neighbours.getByRole('link', { name: /R&D센터 연구원 인터뷰/ })).toHaveAttribute(
    'href',
    `/newsroom/Youtube/${id + 1}`,
  );
  await expect(page.getByRole('link', { name: '목록', exact: true })).toHaveAttribute(
    'href',
    '/newsroom/News',
  );
});

test('a post is dated by its publication moment, as its day in Korea: its page, JSON-LD and the feed', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  // Published at 05:39 KST on 1 July 2025 (still 30 June in UTC), written today: an imported press release.
  const publishedAt = '2025-06-30T20:39:00Z';
  const title = `한국 시간으로 날짜를 매긴 뉴스 ${Date.now()}`;
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const id = await insertAsAdmin(site.url, 'news', {
    title,
    content: '<p>가져온 보도자료</p>',
    thumbnail: '/media/news-placeholder.svg',
    published_at: publishedAt,
  });
  try {
    await page.goto(`${site.url}/newsroom/News/${id}`);
    await expect(page.locator('main article > header time')).toHaveText('2025-07-01');
    const article = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map(
            (script) =>
              JSON.parse(script.textContent ?? '{}') as { '@type'?: string; datePublished?: string },
          )
          .find((data) => data['@type'] === 'NewsArticle'),
      );
    expect(Date.parse(article?.datePublished ?? '')).toBe(Date.parse(publishedAt));
    const feed = await (await page.request.get(`${site.url}/rss.xml`)).text();
    const item = feed.split('<item>').find((entry) => entry.includes(`/newsroom/News/${id}<`));
    expect(item).toContain('<pubDate>Mon, 30 Jun 2025 20:39:00 GMT</pubDate>');
  } finally {
    // The worker's data stays as the other tests of this file count it (15 posts, the newest without a next).
    const removed = await rest(site.url, token, 'DELETE', `news?id=eq.${id}`);
    expect(removed.status).toBeLessThan(300);
  }
});
