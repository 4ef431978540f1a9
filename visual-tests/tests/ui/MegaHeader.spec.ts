import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { openStory } from '../../src/storybook';

// What jsdom cannot do: real hover, the scroll threshold, the dim layer and the side menu in Chromium.
test.describe('MegaHeader', () => {
  test('goes from transparent to scrolled beyond 50 px', async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'layout-megaheader--transparent-at-top');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveAttribute('data-transparent', 'false');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-transparent', 'true');
  });

  test('hovering a top item opens its dropdown and dims the page; leaving the header closes it', {
    tag: DESKTOP_ONLY,
  }, async ({ page, storybook }) => {
    // Hovering is the desktop bar.
    await openStory(page, storybook.url, 'layout-megaheader--transparent-at-top');
    const header = page.getByRole('banner');
    const dim = page.getByTestId('mega-header-dim');
    await page.getByRole('link', { name: '사업분야' }).hover();
    await expect(page.getByRole('link', { name: '사업 개요' })).toBeVisible();
    await expect(header).toHaveAttribute('data-transparent', 'false');
    await expect(dim).toHaveAttribute('data-visible', 'true');
    await expect(dim).toHaveCSS('opacity', '1');
    await page.screenshot({ path: '/tmp/layout-megaheader-hover.png' });
    // Moving along the bar to another item swaps the dropdown.
    await page.getByRole('link', { name: '회사소개' }).hover();
    await expect(page.getByRole('link', { name: /유튜브 채널/ })).toBeVisible();
    // Into the dropdown keeps it open; out below the header closes it.
    await page.getByRole('link', { name: '리더십' }).hover();
    await expect(page.getByRole('link', { name: '리더십' })).toBeVisible();
    await page.mouse.move(700, 860);
    await expect(page.getByRole('link', { name: '리더십' })).toBeHidden();
    await expect(dim).toHaveAttribute('data-visible', 'false');
    await expect(header).toHaveAttribute('data-transparent', 'true');
  });

  test('keyboard: Tab to a top item, ArrowDown opens, Escape closes', { tag: DESKTOP_ONLY }, async ({
    page,
    storybook,
  }) => {
    // The top items are the desktop bar.
    await openStory(page, storybook.url, 'layout-megaheader--closed');
    await page.getByRole('link', { name: '지속가능경영' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: '지배구조' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: '지배구조' })).toBeHidden();
  });

  test('the hamburger opens the side menu; a link or the close button closes it', async ({
    page,
    storybook,
  }) => {
    await openStory(page, storybook.url, 'layout-megaheader--closed');
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
    await openStory(page, storybook.url, 'layout-megaheader--company-dropdown-open');
    const blog = page.getByRole('link', { name: /공식 블로그/ });
    await expect(blog).toHaveAttribute('target', '_blank');
    await expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    await page.screenshot({ path: '/tmp/layout-megaheader-company.png' });
  });

  test('on a phone the bar shows logo, language and hamburger only', async ({ page, storybook }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStory(page, storybook.url, 'layout-megaheader--mobile');
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeHidden();
    await expect(page.getByRole('button', { name: '전체 메뉴 열기' })).toBeVisible();
    await page.screenshot({ path: '/tmp/layout-megaheader-mobile.png' });
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    await page.screenshot({ path: '/tmp/layout-megaheader-mobile-menu.png', fullPage: false });
  });
});
