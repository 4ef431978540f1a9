import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, type RunningSite, test } from '../../src/fixtures';
import { ADMIN, insertAsAdmin, openAdminNavigation, signInAsAdmin, signInThroughForm } from './helpers';
import { EDITOR, signInAsEditor } from './staff';

/**
 * The admin shell: every /admin screen has a compact top bar and a side navigation (a drawer on a phone) instead
 * of the public header, hero and footer; staff find the dashboard from a public page on a phone too; the session
 * is shared by the tabs of one browser.
 */
let site: RunningSite;
const NEWS = '관리 화면 확인용 뉴스';
let newsId = 0;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
  newsId = await insertAsAdmin(site.url, 'news', {
    title: NEWS,
    content: '<p>본문</p>',
    thumbnail: '/media/logo.svg',
    status: 'published',
  });
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

const ADMIN_ITEMS = [
  '대시보드',
  '뉴스',
  '영상',
  '전자공고',
  '주주총회 안내',
  '검토 요청',
  '문의함',
  '휴지통',
  '감사 로그',
  '직원',
];
const EDITOR_ITEMS = ['대시보드', '뉴스', '영상', '전자공고', '주주총회 안내', '검토 요청', '휴지통'];

test('the dashboard has no public header, hero or footer, and its first row shows without scrolling', async ({
  page,
}) => {
  await signInAsAdmin(page, site.url);
  await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 관리' })).toBeVisible();
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  if (!isPhone(page)) await expect(firstRow).toBeInViewport({ ratio: 1 });

  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '현재 위치' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '맨 위로 이동' })).toHaveCount(0);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: /홈$/ })).toHaveAttribute('href', '/');
  await expect(bar.getByRole('button', { name: '로그아웃', exact: true })).toBeVisible();
  if (!isPhone(page)) {
    await expect(bar.getByRole('link', { name: '사이트 보기' })).toHaveAttribute('href', '/');
    await expect(bar.getByText(ADMIN.email)).toBeVisible();
  }
  // Nothing in the top bar reaches beyond the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  // The skip link leads into the shell's main area.
  await expect(page.locator('main#main')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
});

test('the editor of an item has no public frame and nothing floats over its controls', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/news/${newsId}`);
  await expect(page.getByRole('textbox', { name: '본문' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '맨 위로 이동' })).toHaveCount(0);
  const controls = page
    .getByRole('main')
    .locator('input:not([type="hidden"]), textarea, select, button, [contenteditable="true"]');
  const count = await controls.count();
  expect(count).toBeGreaterThan(5);
  const covered: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const box = await control.boundingBox();
    // Visually hidden controls (a drop zone's real file input) have no centre to cover.
    if (!box || box.width < 8 || box.height < 8) continue;
    await control.scrollIntoViewIfNeeded();
    const hit = await control.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return top === null || element.contains(top) || top.contains(element)
        ? null
        : `${element.outerHTML.slice(0, 80)} under ${top.outerHTML.slice(0, 80)}`;
    });
    if (hit) covered.push(hit);
  }
  expect(covered).toEqual([]);
});

test('an admin sees every item of the side navigation in order, the current one marked', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  let navigation = await openAdminNavigation(page);
  await expect(navigation.getByRole('link')).toHaveText(ADMIN_ITEMS);
  await expect(navigation.getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
  await expect(navigation.getByRole('link', { name: '대시보드' })).toHaveAttribute('href', '/admin');
  await expect(navigation.getByRole('link', { name: '영상' })).toHaveAttribute('href', '/admin?kind=youtube');
  await expect(navigation.locator('[aria-current="page"]')).toHaveCount(1);

  await navigation.getByRole('link', { name: '영상' }).click();
  await expect(page).toHaveURL(`${site.url}/admin?kind=youtube`);
  await expect(page.getByRole('tab', { name: '영상' })).toHaveAttribute('aria-selected', 'true');
  navigation = await openAdminNavigation(page);
  await expect(navigation.getByRole('link', { name: '영상' })).toHaveAttribute('aria-current', 'page');
  await expect(navigation.getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');

  await navigation.getByRole('link', { name: '감사 로그' }).click();
  await expect(page).toHaveURL(`${site.url}/admin/audit`);
  navigation = await openAdminNavigation(page);
  await expect(navigation.getByRole('link', { name: '감사 로그' })).toHaveAttribute('aria-current', 'page');
});

test('an editor is not shown the admins-only items', async ({ page }) => {
  await signInAsEditor(page, site.url);
  const navigation = await openAdminNavigation(page);
  await expect(navigation.getByRole('link')).toHaveText(EDITOR_ITEMS);
});

test('in English the side navigation and the top bar speak English', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/en/admin/trash`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  if (!isPhone(page)) {
    await expect(page.getByRole('banner').getByRole('link', { name: 'View site' })).toHaveAttribute(
      'href',
      '/en',
    );
  }
  const navigation = await openAdminNavigation(page, 'en');
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/en/admin');
  await expect(navigation.getByRole('link', { name: 'Trash' })).toHaveAttribute('aria-current', 'page');
  await expect(navigation.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the navigation is a drawer from the menu button, with the dashboard, closing on navigation', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'The drawer is the phone’s; wider screens show the navigation beside the page.');
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/trash`);
  await expect(page.getByRole('heading', { level: 1, name: '휴지통' })).toBeVisible();
  await expect(page.getByRole('complementary')).toBeHidden();
  await page.getByRole('button', { name: '관리 메뉴 열기' }).click();
  const drawer = page.getByRole('dialog', { name: '관리자 메뉴' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(ADMIN.email)).toBeVisible();
  await expect(drawer.getByRole('link', { name: '사이트 보기' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('link', { name: '대시보드' }).click();
  await expect(page).toHaveURL(`${site.url}/admin`);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 관리' })).toBeVisible();

  await page.getByRole('button', { name: '관리 메뉴 열기' }).click();
  await page.getByRole('button', { name: '관리 메뉴 닫기' }).click();
  await expect(drawer).toBeHidden();
});

test('on a public page signed-in staff reach the dashboard, from the side menu on a phone', async ({
  page,
}) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/company/Location`);
  await expect(page.getByRole('heading', { level: 1, name: '오시는 길' })).toBeVisible();
  if (isPhone(page)) {
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const menu = page.getByRole('dialog', { name: '주 메뉴' });
    await menu.getByRole('link', { name: '콘텐츠 관리' }).click();
  } else {
    await page
      .getByRole('region', { name: '관리자 메뉴' })
      .getByRole('link', { name: '콘텐츠 관리' })
      .click();
  }
  await expect(page).toHaveURL(`${site.url}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 관리' })).toBeVisible();
});

test('a visitor finds no dashboard link in the side menu', async ({ page }) => {
  test.skip(!isPhone(page), 'The side menu is where a phone keeps it.');
  await page.goto(`${site.url}/company/Location`);
  await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
  await expect(
    page.getByRole('dialog', { name: '주 메뉴' }).getByRole('link', { name: '콘텐츠 관리' }),
  ).toHaveCount(0);
});

test('the tabs of one browser share the session, and signing out in one ends it in all', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  const second = await page.context().newPage();
  await second.goto(`${site.url}/admin/trash`);
  await expect(second).toHaveURL(`${site.url}/admin/trash`);
  await expect(second.getByRole('heading', { level: 1, name: '휴지통' })).toBeVisible();
  await expect(second.getByRole('button', { name: '로그아웃', exact: true })).toBeVisible();
  await expect(second.getByLabel('아이디')).toHaveCount(0);

  await page.getByRole('button', { name: '로그아웃', exact: true }).click();
  await expect(page.getByRole('button', { name: '로그아웃', exact: true })).toHaveCount(0);
  // The other tab hears of it without a reload, and a reload asks to sign in.
  await expect(second.getByRole('button', { name: '로그아웃', exact: true })).toHaveCount(0);
  await second.goto(`${site.url}/admin`);
  await expect(second).toHaveURL(`${site.url}/login`);
  await signInThroughForm(second, EDITOR.email, EDITOR.password);
  await expect(second).toHaveURL(`${site.url}/admin`);
  await second.close();
});
