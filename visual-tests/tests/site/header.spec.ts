import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY, MOBILE_ONLY } from '../../src/projects';

// The site's header with its router links: top items that link to their sections and open their
// NavigationMenu dropdowns on the desktop bar (keyboard, hover intent, the page dim, links that navigate and
// close), the side menu on a phone.
const dim = (page: Page) => page.getByTestId('mega-header-dim');
/** A top item of the bar: a link to its section, which also opens its dropdown. */
const topLink = (page: Page, navLabel: string, name: string) =>
  page.getByRole('navigation', { name: navLabel }).getByRole('link', { name, exact: true });

async function openPage(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.evaluate(() => document.fonts.ready);
}

test('the top items link to their sections; clicking one goes there, in Korean and in English', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await openPage(page, `${site.url}/company/intro/Intro`, '회사 개요');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(nav.getByRole('button')).toHaveCount(0);
  await expect(topLink(page, '주 메뉴', '회사소개')).toHaveAttribute('href', '/company/intro/Intro');
  await expect(topLink(page, '주 메뉴', '회사소개')).toHaveAttribute('aria-current', 'page');
  const business = topLink(page, '주 메뉴', '사업분야');
  await expect(business).toHaveAttribute('href', '/business/Business');
  await expect(business).not.toHaveAttribute('aria-current');
  // The pointer rests on the item first, as a visitor's does: the dropdown opens, then the click navigates.
  await business.hover();
  await expect(page.getByRole('link', { name: '사업 개요 바로가기' })).toBeVisible();
  await business.click();
  await expect(page).toHaveURL(`${site.url}/business/Business`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dim(page)).toHaveAttribute('data-visible', 'false');
  await expect(business).toHaveAttribute('aria-expanded', 'false');
  await expect(business).toHaveAttribute('aria-current', 'page');

  await openPage(page, `${site.url}/en/company/intro/Intro`, 'Company overview');
  const careers = topLink(page, 'Main navigation', 'Careers');
  await expect(careers).toHaveAttribute('href', '/en/careers/Jobs');
  // Clicked at once, before the hover opened its dropdown: resting there afterwards opens nothing either.
  await careers.click();
  await expect(page).toHaveURL(`${site.url}/en/careers/Jobs`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A negative: resting on the item past the hover's open delay opens nothing; only time can show it.
  await page.waitForTimeout(400);
  await expect(careers).toHaveAttribute('aria-expanded', 'false');
  await expect(dim(page)).toHaveAttribute('data-visible', 'false');
});

test('keyboard: arrows along the bar, Space or ArrowDown into a dropdown, Escape back, Enter follows a link and closes', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await openPage(page, `${site.url}/company/intro/Intro`, '회사 개요');
  const company = topLink(page, '주 메뉴', '회사소개');
  const business = topLink(page, '주 메뉴', '사업분야');
  await company.focus();
  await page.keyboard.press('ArrowRight');
  await expect(business).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const overview = page.getByRole('link', { name: '사업 개요 바로가기' });
  await expect(overview).toBeFocused();
  await expect(dim(page)).toHaveAttribute('data-visible', 'true');
  await page.keyboard.press('Escape');
  await expect(overview).toBeHidden();
  await expect(business).toBeFocused();
  await expect(dim(page)).toHaveAttribute('data-visible', 'false');

  await page.keyboard.press('Space');
  await expect(overview).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.url}/business/Business`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(overview).toBeHidden();
  await expect(business).toHaveAttribute('aria-expanded', 'false');

  // Enter on a top item follows its own link, opening nothing.
  await company.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.url}/company/intro/Intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('회사 개요');
  await expect(company).toHaveAttribute('aria-expanded', 'false');
  await expect(dim(page)).toHaveAttribute('data-visible', 'false');
});

test('keyboard in English: Space opens a dropdown, Tab goes through it and out, Enter on a top item follows it', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await openPage(page, `${site.url}/en/company/intro/Intro`, 'Company overview');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const newsroom = topLink(page, 'Main navigation', 'Newsroom');
  await topLink(page, 'Main navigation', 'Company').focus();
  await page.keyboard.press('End');
  await expect(newsroom).toBeFocused();
  await page.keyboard.press('Space');
  await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeFocused();
  await expect(newsroom).toHaveAttribute('aria-expanded', 'true');
  await expect(dim(page)).toHaveAttribute('data-visible', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Videos', exact: true })).toBeFocused();
  // Past the last link of the last dropdown: out of the navigation, which closes it.
  await page.keyboard.press('Tab');
  await expect(newsroom).toHaveAttribute('aria-expanded', 'false');
  expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await expect(dim(page)).toHaveAttribute('data-visible', 'false');

  await newsroom.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.url}/en/newsroom/News`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(newsroom).toHaveAttribute('aria-expanded', 'false');
});

test('hover: a dropdown opens under the pointer, dims the page, and a click on its link navigates', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await openPage(page, `${site.url}/en/company/intro/Intro`, 'Company overview');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const company = topLink(page, 'Main navigation', 'Company');
  await company.hover();
  const location = nav.getByRole('link', { name: 'Location', exact: true });
  await expect(location).toBeVisible();
  await expect(location).toHaveAttribute('href', '/en/company/Location');
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(dim(page)).toHaveCSS('opacity', '1');
  await location.hover();
  // A negative: resting in the dropdown past the close delay keeps it open; only time can show it.
  await page.waitForTimeout(400);
  await expect(location).toBeVisible();
  await location.click();
  await expect(page).toHaveURL(`${site.url}/en/company/Location`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Location');
  await expect(dim(page)).toHaveAttribute('data-visible', 'false');
});

test('on a phone the side menu lists the sections and a link closes it', { tag: MOBILE_ONLY }, async ({
  page,
  site,
}) => {
  await openPage(page, `${site.url}/company/intro/Intro`, '회사 개요');
  await expect(page.getByRole('navigation', { name: '주 메뉴' }).first()).toBeHidden();
  await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: '오시는 길' }).click();
  await expect(page).toHaveURL(`${site.url}/company/Location`);
  await expect(dialog).toBeHidden();
});
