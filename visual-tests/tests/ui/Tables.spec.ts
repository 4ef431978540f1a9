import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

// Layout forms that only a real browser shows: cards and sideways scrolling on a phone, tab scrolling.
test.describe('tables and tabs on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the announcement list becomes cards with labelled values', async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'data-display-datatable--announcement-list-mobile');
    // The header row is kept for assistive technology but taken out of the layout.
    await expect(page.getByRole('table').locator('thead')).toHaveCSS('position', 'absolute');
    const date = page.getByRole('cell', { name: '2025-03-05' });
    const label = await date.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"등록일"');
    await page.screenshot({ path: '/tmp/layout-datatable-mobile.png', fullPage: true });
  });

  test('the comparison table scrolls sideways inside its region', async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'data-display-datatable--product-comparison-mobile');
    const region = page.getByRole('region', { name: '기존 유리섬유 필터와의 비교' });
    const overflow = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(overflow).toBe(true);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(pageOverflow).toBe(false);
  });

  test('the six job tabs scroll sideways and the page does not', async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'navigation-tabs--mobile');
    const list = page.getByRole('tablist', { name: '채용 부문' });
    const scroller = list.locator('xpath=..');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.getByRole('tab', { name: '경영지원실' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('인사·재무·총무');
    await page.screenshot({ path: '/tmp/layout-tabs-mobile.png' });
  });
});
