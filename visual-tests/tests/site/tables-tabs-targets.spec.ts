import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';
import { DESKTOP_ONLY, MOBILE_ONLY } from '../../src/projects';
import { skipIntro } from './dataPages';
import { languages, underPrefix } from './publicPaths';

// Layout that holds at both widths and in both languages: data tables readable on a phone (they reflow into
// cards, or scroll inside a named, focusable region with a cue and a sticky first column; no cell clipped),
// tab strips that never cut a label and keep the selected tab in view, targets of at least 44 × 44 px in the
// header, the side menu and the footer on a phone, and dropdowns that list single pages as links.

/**
 * Every public page with a data table: the product comparison, the IR overview's financial summary, the
 * e-notice list and the board. (The IR schedule, financial and stock pages are built but not published.)
 */
const tablePaths = [
  '/business/materials/DurafiltexC',
  '/ir/Overview',
  '/ir/Announcement',
  '/sustainability/Governance',
];

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForWebFonts(page);
}

/** The cells whose text overflows their box (scrollWidth beyond clientWidth), as "text (scroll/client)". */
function clippedCells(table: Locator): Promise<string[]> {
  return table.evaluate((element) =>
    [...element.querySelectorAll('th, td')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => `${cell.textContent?.trim()} (${cell.scrollWidth}/${cell.clientWidth})`),
  );
}

/** Whether the cue at the end of a scroll area is drawn (a fade with an arrow). */
function endCueShown(area: Locator): Promise<boolean> {
  return area.evaluate((root) => {
    const cue = root.querySelector(':scope > [data-edge="end"]');
    return (
      root.getAttribute('data-overflow-end') === 'true' && !!cue && getComputedStyle(cue).opacity === '1'
    );
  });
}

for (const { language, prefix } of languages) {
  test(`data tables are readable whole, in ${language}`, async ({ page, site }) => {
    test.setTimeout(120_000);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    for (const path of tablePaths) {
      await open(page, site.url + underPrefix(prefix, path));
      const tables = page.locator('main table');
      const count = await tables.count();
      expect(count, `${path}: tables`).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const table = tables.nth(index);
        const where = `${path} table ${index + 1}`;
        expect(await clippedCells(table), `${where}: clipped cells`).toEqual([]);
        const region = table.locator(
          'xpath=ancestor::*[@role="region" or (self::section and @aria-label)][1]',
        );
        if ((await region.count()) === 0) {
          // A table that reflows fits the page: nothing runs past the viewport.
          const box = await table.boundingBox();
          expect(box && box.x + box.width <= viewport.width + 1, `${where}: fits the page`).toBe(true);
          continue;
        }
        // A table that scrolls does so in a named, focusable region, with a cue while more columns follow.
        await expect(region).toHaveAttribute('tabindex', '0');
        await expect(region).toHaveAttribute('aria-label', /\S/);
        const area = region.locator('xpath=..');
        const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
        // (Polled: the cue is drawn once the page has hydrated, and fades in.)
        await expect
          .poll(() => endCueShown(area), { message: `${where}: a cue says more columns follow` })
          .toBe(overflows);
        if (!overflows) continue;
        // The last column can be reached, from the keyboard too, and the first column stays in place.
        await region.focus();
        await page.keyboard.press('End');
        await region.evaluate((element) => {
          element.scrollLeft = element.scrollWidth;
        });
        await expect.poll(() => endCueShown(area), { message: `${where}: no cue at the end` }).toBe(false);
        const regionBox = await region.boundingBox();
        const lastHeader = table.locator('thead th').last();
        const lastBox = await lastHeader.boundingBox();
        const firstBox = await table.locator('thead th').first().boundingBox();
        if (!regionBox || !lastBox || !firstBox) throw new Error(`${where}: not laid out`);
        expect(lastBox.x + lastBox.width, `${where}: last column in view`).toBeLessThanOrEqual(
          regionBox.x + regionBox.width + 1,
        );
        expect(Math.abs(firstBox.x - regionBox.x), `${where}: the first column stays`).toBeLessThanOrEqual(1);
      }
    }
  });
}

test('on a phone, the comparison and the financial summary scroll with their first column in place', {
  tag: MOBILE_ONLY,
}, async ({ page, site }) => {
  for (const { path, name, first } of [
    { path: '/business/materials/DurafiltexC', name: /기존 유리섬유 필터의 주요 특성 비교/, first: '구분' },
    { path: '/ir/Overview', name: /요약재무정보/, first: '구분' },
  ]) {
    await open(page, site.url + path);
    const region = page.getByRole('region', { name });
    await expect(region).toBeVisible();
    // Columns beyond the screen: the cue is drawn.
    await expect(region.locator('xpath=..')).toHaveAttribute('data-overflow-end', 'true');
    await expect(region.locator('thead th').first()).toHaveText(first);
  }
});

/** The tab strips of the site: the jobs tabs, the home page's project tabs, the newsroom's segment links. */
const tabPages = [
  { path: '/careers/Jobs', strip: (page: Page) => page.getByRole('tablist') },
  { path: '/', strip: (page: Page) => page.getByRole('tablist') },
  { path: '/newsroom/News', strip: (page: Page) => page.locator('main nav').first() },
];

/** The tabs or links of a strip whose label is cut (scrollWidth beyond clientWidth). */
function cutLabels(strip: Locator): Promise<string[]> {
  return strip.evaluate((element) =>
    [...element.querySelectorAll('[role="tab"], a')]
      .filter((tab) => tab.scrollWidth > tab.clientWidth + 1)
      .map((tab) => `${tab.textContent?.trim()} (${tab.scrollWidth}/${tab.clientWidth})`),
  );
}

for (const { language, prefix } of languages) {
  test(`tab strips never cut a label, and the last tab can be reached, in ${language}`, async ({
    page,
    site,
  }) => {
    await skipIntro(page);
    for (const { path, strip: stripOf } of tabPages) {
      await open(page, site.url + underPrefix(prefix, path));
      const strip = stripOf(page);
      await strip.scrollIntoViewIfNeeded();
      expect(await cutLabels(strip), `${path}: cut labels`).toEqual([]);
      const items = strip.locator('[role="tab"], a');
      const last = items.last();
      const scroller = strip.locator('xpath=..');
      const overflows = await scroller.evaluate(
        (element) =>
          getComputedStyle(element).overflowX === 'auto' && element.scrollWidth > element.clientWidth + 1,
      );
      if (overflows) {
        // More tabs than the strip shows: a cue says so, and the last tab comes into view when focused.
        await expect
          .poll(() => endCueShown(scroller.locator('xpath=..')), { message: `${path}: cue` })
          .toBe(true);
        await last.focus();
      }
      const box = await last.boundingBox();
      const stripBox = await scroller.boundingBox();
      if (!box || !stripBox) throw new Error(`${path}: not laid out`);
      expect(box.x, `${path}: last tab's start in view`).toBeGreaterThanOrEqual(stripBox.x - 1);
      expect(box.x + box.width, `${path}: last tab's end in view`).toBeLessThanOrEqual(
        stripBox.x + stripBox.width + 1,
      );
    }
  });
}

test('on a phone, the project tab selected by the carousel scrolls into view, in both languages', {
  tag: MOBILE_ONLY,
}, async ({ page, site }) => {
  await skipIntro(page);
  for (const { prefix } of languages) {
    await open(page, site.url + underPrefix(prefix, '/'));
    const tabs = page.getByRole('tablist');
    await tabs.scrollIntoViewIfNeeded();
    const count = await tabs.getByRole('tab').count();
    const next = page.getByRole('button', { name: prefix ? /next/i : '다음' });
    for (let step = 1; step < count; step += 1) await next.click();
    const selected = tabs.getByRole('tab', { selected: true });
    await expect(selected).toHaveText((await tabs.getByRole('tab').last().textContent()) ?? '');
    const scroller = tabs.locator('xpath=..');
    await expect
      .poll(async () => {
        const box = await selected.boundingBox();
        const area = await scroller.boundingBox();
        return !!box && !!area && box.x >= area.x - 1 && box.x + box.width <= area.x + area.width + 1;
      })
      .toBe(true);
  }
});

/** The links and buttons of a part of the page smaller than 44 × 44 px, as "name w×h". */
function smallTargets(part: Locator): Promise<string[]> {
  return part.evaluate((element) =>
    [...element.querySelectorAll('a[href], button')]
      .filter((target) => {
        const style = getComputedStyle(target);
        return (
          style.visibility !== 'hidden' && style.display !== 'none' && target.getClientRects().length > 0
        );
      })
      .map((target) => ({ target, box: target.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 - 0.5 || box.height < 44 - 0.5)
      .map(
        ({ target, box }) =>
          `${target.getAttribute('aria-label') ?? target.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

for (const { language, prefix } of languages) {
  test(`on a phone every link and button of the header, the side menu and the footer is at least 44 × 44 px, in ${language}`, {
    tag: MOBILE_ONLY,
  }, async ({ page, site }) => {
    await open(page, site.url + underPrefix(prefix, '/company/intro/Intro'));
    const header = page.getByRole('banner');
    expect(await smallTargets(header), 'header').toEqual([]);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await smallTargets(footer), 'footer').toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
    await header.getByRole('button', { name: language === 'ko' ? '전체 메뉴 열기' : /menu/i }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    expect(await menu.locator('a[href]').count()).toBeGreaterThan(20);
    expect(await smallTargets(menu), 'side menu').toEqual([]);
  });
}

/**
 * The column headings of an open dropdown (an underlined link or label) that have no links under them:
 * a single page drawn as a heading over an empty column.
 */
function emptyHeadings(dropdown: Locator): Promise<string[]> {
  return dropdown.evaluate((element) =>
    [...element.querySelectorAll('a, span')]
      .filter((heading) => {
        const style = getComputedStyle(heading);
        return style.borderBottomStyle !== 'none' && Number.parseFloat(style.borderBottomWidth) > 0;
      })
      .filter((heading) => !heading.parentElement?.querySelector('ul a[href]'))
      .map((heading) => heading.textContent?.trim() ?? ''),
  );
}

for (const { language, prefix } of languages) {
  test(`dropdowns show single pages as links in a list, never as headings over empty columns, in ${language}`, {
    tag: DESKTOP_ONLY,
  }, async ({ page, site }) => {
    await open(page, site.url + underPrefix(prefix, '/company/intro/Intro'));
    const nav = page.getByRole('navigation', { name: language === 'ko' ? '주 메뉴' : 'Main navigation' });
    const triggers = nav.locator('a[aria-expanded]');
    const count = await triggers.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index += 1) {
      const trigger = triggers.nth(index);
      const name = await trigger.textContent();
      await trigger.focus();
      await page.keyboard.press('Space');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const dropdown = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await expect(dropdown).toBeVisible();
      const links = dropdown.locator('a[href]');
      expect(await links.count(), `${name}: links`).toBeGreaterThan(0);
      expect(await emptyHeadings(dropdown), `${name}: headings over empty columns`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  });
}
