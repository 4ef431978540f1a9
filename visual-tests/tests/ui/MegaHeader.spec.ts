import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { openStory } from '../../src/storybook';

// What jsdom cannot do: real hover, the scroll threshold, the dim layer and the side menu in Chromium.
/** A top item of the bar: a link, which also opens its dropdown. */
const topLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name, exact: true });

/** The stories' links are plain anchors: following one loads its page, which a stub answers here. */
async function answerPageLoad(page: Page, url: string) {
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="ko"><title>page</title></html>',
    }),
  );
}

test.describe('MegaHeader', () => {
  test('goes from transparent to scrolled beyond 50 px', async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'navigation-megaheader--transparent-at-top');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveAttribute('data-transparent', 'false');
    await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-transparent', 'true');
  });

  test('hover intent: resting on a top item opens its dropdown and dims the page; the dropdown stays open under the pointer and closes after it leaves', {
    tag: DESKTOP_ONLY,
  }, async ({ page, storybook }) => {
    // Hovering is the desktop bar.
    await openStory(page, storybook.url, 'navigation-megaheader--transparent-at-top');
    const header = page.getByRole('banner');
    const dim = page.getByTestId('mega-header-dim');
    const business = topLink(page, '사업분야');
    await expect(business).toHaveAttribute('href', '/business/Business');
    await business.hover();
    await expect(page.getByRole('link', { name: '사업 개요' })).toBeVisible();
    await expect(business).toHaveAttribute('aria-expanded', 'true');
    await expect(header).toHaveAttribute('data-transparent', 'false');
    await expect(dim).toHaveAttribute('data-visible', 'true');
    await expect(dim).toHaveCSS('opacity', '1');
    // Moving along the bar to another item swaps the dropdown at once.
    await topLink(page, '회사소개').hover();
    await expect(page.getByRole('link', { name: /유튜브 채널/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '사업 개요' })).toBeHidden();
    // Down into the dropdown keeps it open, even after a while.
    await page.getByRole('link', { name: '리더십' }).hover();
    // A negative: the dropdown must not close on its own after a while (longer than Radix's close delay).
    await page.waitForTimeout(500);
    await expect(page.getByRole('link', { name: '리더십' })).toBeVisible();
    // Out below the dropdown closes it.
    await page.mouse.move(700, 860);
    await expect(page.getByRole('link', { name: '리더십' })).toBeHidden();
    await expect(dim).toHaveAttribute('data-visible', 'false');
    await expect(header).toHaveAttribute('data-transparent', 'true');
  });

  test('a pointer passing over a top item does not open it; a click on a hovered top item follows its link', {
    tag: DESKTOP_ONLY,
  }, async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'navigation-megaheader--closed');
    const ir = topLink(page, '투자정보');
    const box = await ir.boundingBox();
    if (!box) throw new Error('the top item has no box');
    // Across the trigger and off the header within Radix's open delay: nothing opens.
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.move(box.x + 2, 400, { steps: 2 });
    // A negative: nothing opens after Radix's open delay has passed; only time can show it.
    await page.waitForTimeout(400);
    await expect(ir).toHaveAttribute('aria-expanded', 'false');
    await ir.hover();
    await expect(page.getByRole('link', { name: '전자공고' })).toBeVisible();
    await answerPageLoad(page, `${storybook.url}/ir/Overview`);
    await ir.click();
    await expect(page).toHaveURL(`${storybook.url}/ir/Overview`);
  });

  test('keyboard: arrows move along the bar; Space and ArrowDown open and move in; Escape closes back to the top item; Tab goes through and out', {
    tag: DESKTOP_ONLY,
  }, async ({ page, storybook }) => {
    // The top items are the desktop bar.
    await openStory(page, storybook.url, 'navigation-megaheader--closed');
    const trigger = (name: string) => topLink(page, name);
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await page.getByRole('link', { name: 'CLEAN TECH 홈' }).focus();
    await page.keyboard.press('Tab');
    await expect(trigger('회사소개')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(trigger('사업분야')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(trigger('지속가능경영')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(trigger('사업분야')).toBeFocused();

    // Space opens, dims and moves to the first link, without scrolling the page; Escape closes and
    // returns focus to the top item.
    await page.keyboard.press('Space');
    await expect(page.getByRole('link', { name: '사업 개요' })).toBeFocused();
    await expect(page.getByTestId('mega-header-dim')).toHaveAttribute('data-visible', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: '사업 개요' })).toBeHidden();
    await expect(trigger('사업분야')).toBeFocused();

    // Tab moves along the closed bar; Tab from inside a dropdown goes on through its links.
    await page.keyboard.press('Tab');
    await expect(trigger('지속가능경영')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('link', { name: '개요' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '환경' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: '지배구조' })).toBeHidden();
    await expect(trigger('지속가능경영')).toBeFocused();

    // ArrowDown opens and moves to the first link; arrows move between the links. (Radix moves focus along
    // the bar a task after the key, so a key pressed sooner still reaches the item before.)
    await page.keyboard.press('ArrowRight');
    await expect(trigger('투자정보')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'IR 개요' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: '공시정보' })).toBeFocused();
    await page.screenshot({ path: '/tmp/layout-megaheader-keyboard.png' });
    await page.keyboard.press('Escape');
    await expect(trigger('투자정보')).toBeFocused();

    // Tab through the last dropdown's links and out of the navigation: the dropdown closes.
    await page.keyboard.press('End');
    await expect(trigger('뉴스룸')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: '뉴스', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '영상' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '영상' })).toBeHidden();
    await expect(trigger('뉴스룸')).toHaveAttribute('aria-expanded', 'false');
    expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await expect(page.getByRole('button', { name: /언어 선택/ })).toBeFocused();

    // Enter follows the top item's link.
    await answerPageLoad(page, `${storybook.url}/careers/Jobs`);
    await trigger('인재채용').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${storybook.url}/careers/Jobs`);
  });

  test('an open dropdown passes axe, its top item a link that tells it is expanded', {
    tag: DESKTOP_ONLY,
  }, async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'navigation-megaheader--closed');
    await topLink(page, '사업분야').focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: '사업 개요' })).toBeFocused();
    await expect(topLink(page, '사업분야')).toHaveAttribute('aria-expanded', 'true');
    await expect(topLink(page, '사업분야')).toHaveAttribute('aria-controls', /.+/);
    await expectNoSeriousA11yViolations(page);
  });

  test('the hamburger opens the side menu; a link or the close button closes it', async ({
    page,
    storybook,
  }) => {
    await openStory(page, storybook.url, 'navigation-megaheader--closed');
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const dialog = page.getByRole('dialog', { name: '전체 메뉴' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: '채용 절차' })).toBeVisible();
    await page.screenshot({ path: '/tmp/layout-megaheader-sidemenu.png' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: '메뉴 닫기' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '전체 메뉴 열기' })).toBeFocused();
  });

  test('external banner links open in a new tab', { tag: DESKTOP_ONLY }, async ({ page, storybook }) => {
    // The dropdowns are the desktop bar.
    await openStory(page, storybook.url, 'navigation-megaheader--company-dropdown-open');
    const blog = page.getByRole('link', { name: /공식 블로그/ });
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    await page.screenshot({ path: '/tmp/layout-megaheader-company.png' });
  });

  test('on a phone the bar shows logo, language and hamburger only', async ({ page, storybook }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStory(page, storybook.url, 'navigation-megaheader--mobile');
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();
    await expect(page.getByRole('button', { name: '전체 메뉴 열기' })).toBeVisible();
    await page.screenshot({ path: '/tmp/layout-megaheader-mobile.png' });
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    await page.screenshot({ path: '/tmp/layout-megaheader-mobile-menu.png', fullPage: false });
  });

  test('on a narrow phone with more actions the logo shrinks and the hamburger stays whole', async ({
    page,
    storybook,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openStory(page, storybook.url, 'navigation-megaheader--mobile-crowded');
    const menuButton = page.getByRole('button', { name: '전체 메뉴 열기' });
    await expect(menuButton).toBeVisible();
    const button = await menuButton.boundingBox();
    const logo = await page.getByRole('link', { name: 'CLEAN TECH 홈' }).boundingBox();
    if (!button || !logo) throw new Error('the hamburger or the logo has no box');
    expect(button.x + button.width).toBeLessThanOrEqual(320);
    expect(logo.width).toBeGreaterThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await page.screenshot({ path: '/tmp/layout-megaheader-mobile-crowded.png' });
  });
});
