import type { Request } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { skipIntro } from './dataPages';

// The home page's sections at both widths, but a failed data load, which asserts what the page keeps and
// logs, not where it is laid out.
test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('the hero, the shareholder banner and the newsroom cards come from the seeded content', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/공기의 품질이\s*제품의 품질이 되는 곳/);

  // The latest shareholder record names the banner, which leads to the general-meeting page.
  const banner = page.getByRole('link', { name: /2025년 제1회 임시주주총회 소집공고/ });
  await expect(banner).toHaveAttribute('href', '/ir/Shareholders');

  const newsroom = page.getByRole('region', { name: '뉴스룸' });
  await expect(newsroom.getByRole('link', { name: '뉴스 전체보기' })).toHaveAttribute(
    'href',
    '/newsroom/News',
  );
  const cards = newsroom.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('2025년 3분기 실적 발표');
  await expect(cards.first()).toContainText('2025-11-13');
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/newsroom\/News\/\d+$/);
  await expect(cards.first().locator('img')).toHaveAttribute('src', /news-images/);
});

const isVideo = (request: Request) =>
  request.resourceType() === 'media' || /\.(mp4|webm)(\?|$)/.test(new URL(request.url()).pathname);
const heroPoster = (request: Request) => /\/media\/hero-poster[^/]*$/.test(new URL(request.url()).pathname);

test('on a phone the hero is its phone-sized poster: no video is requested @mobile-only', async ({
  page,
  site,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${site.url}/`);
  // After the load event (where a wide screen attaches the video) and all that followed it.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main picture img')).toHaveJSProperty('complete', true);
  expect(requests.filter(isVideo).map((request) => request.url())).toEqual([]);
  await expect(page.locator('main video source')).toHaveCount(0);
  // 390 px at one device pixel: the 640 px candidate, in the best format the browser takes.
  expect(requests.filter(heroPoster).map((request) => new URL(request.url()).pathname)).toEqual([
    '/media/hero-poster-640.avif',
  ]);
});

test('on a wide screen the hero video loads after the page, the intro playing first @desktop-only', async ({
  page,
  site,
}) => {
  // A first visit: the intro plays (this runs after the file's skipIntro).
  await page.addInitScript(() => window.localStorage.removeItem('introLastShown'));
  const events: string[] = [];
  const posters: string[] = [];
  page.on('load', () => events.push('load'));
  page.on('request', (request) => {
    if (isVideo(request)) events.push(`video ${new URL(request.url()).pathname}`);
    if (heroPoster(request)) posters.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site.url}/`, { waitUntil: 'commit' });
  await expect(page.locator('[data-home-intro]')).toHaveAttribute('data-home-intro', 'playing');
  await expect.poll(() => events.some((event) => event.startsWith('video'))).toBe(true);
  expect(events[0]).toBe('load');
  expect(new Set(events.slice(1))).toEqual(new Set(['video /media/hero.webm']));

  const video = page.locator('main video');
  await expect(video.locator('source')).toHaveCount(2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
  // The video takes the poster's box, so nothing moves when it fades in; the poster is the 1280 px one only.
  expect(await video.boundingBox()).toEqual(await page.locator('main picture img').boundingBox());
  expect(posters).toEqual(['/media/hero-poster-1280.avif']);
});

test('Impact to Value counts up once, when it comes into view, to 50, 17B, 30% and 55%', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/`);
  const figures = page.getByRole('list', { name: 'Impact to Value' }).locator('[data-state]');
  await expect(figures).toHaveCount(4);
  // Below the fold nothing has counted yet.
  await expect(figures.first()).toHaveAttribute('data-state', 'waiting');
  await figures.first().scrollIntoViewIfNeeded();
  for (let index = 0; index < 4; index++)
    await expect(figures.nth(index)).toHaveAttribute('data-state', 'done');
  const shown = await figures.locator('[aria-hidden="true"]').allTextContents();
  expect(shown).toEqual(['50', '17B', '30%', '55%']);
  await expect(page.getByText('고객사', { exact: true })).toBeVisible();
});

test('the news popup lists the latest three news and toggles between 80 and 476 px', async ({
  page,
  site,
}, testInfo) => {
  await page.goto(`${site.url}/`);
  const toggle = page.getByRole('button', { name: '클린에어텍 소식' });
  const popup = page.locator('section[data-state]').filter({ has: toggle });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect((await popup.boundingBox())?.height).toBe(80);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = popup.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/newsroom\/News\/\d+$/);
  await expect(items.first()).toContainText('2025-11-13');
  if (testInfo.project.name === 'desktop') {
    await expect.poll(async () => (await popup.boundingBox())?.height).toBe(476);
  }

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await popup.boundingBox())?.height).toBe(80);
});

test('project tabs: previous is disabled on the first slide and next on the last', async ({ page, site }) => {
  await page.goto(`${site.url}/`);
  const section = page.getByRole('region', { name: '공간을 완성하는 프로젝트' });
  const previous = section.getByRole('button', { name: '이전 프로젝트' });
  const next = section.getByRole('button', { name: '다음 프로젝트' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('tab')).toHaveText(['반도체 클린룸', '이차전지 드라이룸', 'GMP 룸']);
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await expect(section.getByRole('tabpanel').getByRole('link')).toHaveAttribute(
    'href',
    '/business/project/SemiCleanroom',
  );
  await next.click();
  await next.click();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await expect(section.getByRole('tab', { name: 'GMP 룸' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('tabpanel').getByRole('link')).toHaveAttribute(
    'href',
    '/business/project/GmpRoom',
  );
});

test('brand panels: the first is open and opening another closes it; materials all lead to Durafiltex C', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/`);
  const brands = page.getByRole('region', { name: '일상의 공기를 바꾸는 브랜드' });
  await brands.scrollIntoViewIfNeeded();
  const triggers = brands.locator('button[aria-expanded]');
  await expect(triggers).toHaveCount(3);
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(brands.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await triggers.nth(2).click();
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(brands.locator('button[aria-expanded="true"]')).toHaveCount(1);
  await expect(brands.getByRole('link', { name: /브랜드 보기/ })).toHaveAttribute(
    'href',
    '/business/brands/Necove',
  );

  const materials = page.getByRole('region', { name: /듀라필텍스/ });
  await materials.scrollIntoViewIfNeeded();
  const materialTriggers = materials.locator('button[aria-expanded]');
  await expect(materialTriggers).toHaveCount(3);
  for (let index = 0; index < 3; index++) {
    // The open panel's title cannot close it (one is always open), so only the closed ones are clicked.
    if (index > 0) await materialTriggers.nth(index).click();
    await expect(materialTriggers.nth(index)).toHaveAttribute('aria-expanded', 'true');
    await expect(materials.locator('button[aria-expanded="true"]')).toHaveCount(1);
    await expect(materials.getByRole('link', { name: /제품 보기/ })).toHaveAttribute(
      'href',
      '/business/materials/DurafiltexC',
    );
  }
});

test('English home keeps its links in English', async ({ page, site }) => {
  await page.goto(`${site.url}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Where the quality of air');
  await expect(
    page.getByRole('region', { name: 'General meeting', exact: true }).getByRole('link'),
  ).toHaveAttribute('href', '/en/ir/Shareholders');
  await expect(page.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/newsroom/News');
  await expect(
    page.getByRole('region', { name: 'Newsroom' }).getByRole('article').first().getByRole('link'),
  ).toHaveAttribute('href', /^\/en\/newsroom\/News\/\d+$/);
});

test('a failed data load leaves the home lists empty without breaking the page', {
  tag: DESKTOP_ONLY,
}, async ({ page, site, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource/);
  // The server's HTML of home carries its lists; a visit that reaches home inside the browser loads them.
  await page.goto(`${site.url}/company/intro/Intro`);
  await page.waitForLoadState('networkidle');
  await page.route('**/rest/v1/**', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
  await page.getByRole('link', { name: /홈$/ }).first().click();
  await expect(page).toHaveURL(`${site.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('아직 등록된 뉴스가 없습니다.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '클린에어텍 소식' }).click();
  await expect(page.getByText('새 소식이 없습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: /주주총회 공고 보기/ })).toHaveAttribute(
    'href',
    '/ir/Shareholders',
  );
});
