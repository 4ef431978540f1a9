import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY, MOBILE_ONLY } from '../../src/projects';

// The site's header with its router links: the NavigationMenu dropdowns on the desktop bar (keyboard,
// hover intent, the page dim, links that navigate and close), the side menu on a phone.
const dim = (page: Page) => page.getByTestId('mega-header-dim');

async function openPage(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.evaluate(() => document.fonts.ready);
}

test('keyboard: arrows along the bar, ArrowDown into a dropdown, Escape back, Enter on a link navigates and closes', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await openPage(page, `${site.url}/company/intro/Intro`, '회사 개요');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  const company = nav.getByRole('button', { name: '회사소개' });
  const business = nav.getByRole('button', { name: '사업분야' });
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

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(overview).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.url}/business/Business`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(overview).toBeHidden();
  await expect(business).toHaveAttribute('aria-expanded', 'false');
});

test('hover: a dropdown opens under the pointer, dims the page, and a click on its link navigates', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await openPage(page, `${site.url}/en/company/intro/Intro`, 'Company overview');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Company' }).hover();
  const location = nav.getByRole('link', { name: 'Location', exact: true });
  await expect(location).toBeVisible();
  await expect(location).toHaveAttribute('href', '/en/company/Location');
  await expect(dim(page)).toHaveCSS('opacity', '1');
  await location.hover();
  await page.waitForTimeout(400);
  await expect(location).toBeVisible();
  await page.screenshot({ path: '/tmp/site-header-dropdown-en.png' });
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
