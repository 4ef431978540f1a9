import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { skipIntro } from './dataPages';

/**
 * Nothing covers anything: the floating news popup and the scroll-to-top button never sit on a control or a
 * line of text, at the top and at the bottom of the home page and of a long sub-page; text over images sits
 * on a surface it can be read on.
 */

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const languages = [
  { language: 'ko', prefix: '' },
  { language: 'en', prefix: '/en' },
] as const;

interface Covered {
  target: string;
  hit: string;
}

/**
 * Every control (links, buttons, tabs, fields) and every line of text in the viewport, below the header, is
 * the element at its own centre (`document.elementFromPoint`): returns those that are not. Text is taken at
 * the centre of its first line's text, controls at the centre of their box. The floating elements' own
 * controls and texts are left out; what matters is what they might cover.
 */
async function coveredTargets(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const floating = '[data-floating]';
    const header = document.querySelector('header');
    const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const label = element.getAttribute('aria-label') ?? '';
      return `${element.tagName.toLowerCase()}${label ? `[${label}]` : ''} “${text}”`;
    };
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0.01;
    };
    const controls = [
      ...document.querySelectorAll('a[href], button, [role="tab"], input, select, textarea, summary'),
    ];
    const texts = [
      ...document.querySelectorAll(
        'main p, main h1, main h2, main h3, main li, main dt, main dd, footer p, footer dt, footer dd, footer li',
      ),
    ];
    const covered: { target: string; hit: string }[] = [];
    const check = (element: Element, rect: DOMRect | undefined) => {
      if (!rect || rect.width < 1 || rect.height < 1) return;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || x >= innerWidth || y < headerBottom || y >= innerHeight) return;
      const hit = document.elementFromPoint(x, y);
      if (!hit || element.contains(hit) || hit.contains(element)) return;
      // Only the floating layer is in question here (a decorative layer of the element's own block is not).
      if (hit.closest(floating)) covered.push({ target: describe(element), hit: describe(hit) });
    };
    for (const element of controls) {
      if (element.closest(floating) || !visible(element)) continue;
      check(element, element.getBoundingClientRect());
    }
    for (const element of texts) {
      if (element.closest(floating) || !visible(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const first = [...range.getClientRects()].find((rect) => rect.width > 1 && rect.height > 1);
      check(element, first);
    }
    return covered;
  });
}

/** Waits for the scroll position to settle (smooth scrolling is off under reduced motion). */
async function scrollTo(page: Page, where: 'top' | 'bottom'): Promise<void> {
  await page.evaluate((to) => {
    window.scrollTo({ top: to === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
  }, where);
  // Two frames: the scroll-to-top button appears on the frame after the scroll.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

for (const { language, prefix } of languages) {
  test.describe(`${language}`, () => {
    test(`home: the news popup and the scroll-to-top button cover no control or text, top and bottom (${language})`, async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}${prefix}/`);
      const popup = page.locator('[data-floating="news-popup"]');
      await expect(popup).toBeVisible();
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');

      await scrollTo(page, 'top');
      // The hero's controls (pause, previous, next, the slide dots) are clear of the popup.
      const pause = page.locator('main section button[aria-label]').first();
      await expect(pause).toBeVisible();
      expect(await coveredTargets(page)).toEqual([]);

      await scrollTo(page, 'bottom');
      await expect(page.locator('[data-floating="scroll-to-top"]')).toBeVisible();
      // The footer's lines are all in view at the bottom, none of them under the popup or the button.
      await expect(page.locator('footer [data-fact="representative"]')).toBeInViewport();
      expect(await coveredTargets(page)).toEqual([]);

      // The popup docks above the footer and the scroll-to-top button stacks above the popup.
      const footerTop = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
      const popupBox = await popup.evaluate((element) => element.getBoundingClientRect().toJSON());
      const buttonBox = await page
        .locator('[data-floating="scroll-to-top"]')
        .evaluate((element) => element.getBoundingClientRect().toJSON());
      expect(popupBox.bottom).toBeLessThanOrEqual(footerTop + 0.5);
      expect(buttonBox.bottom).toBeLessThanOrEqual(popupBox.top + 0.5);

      // Opened at the bottom, the popup still leaves the footer alone.
      await page
        .getByRole('button', { name: language === 'ko' ? '클린에어텍 소식' : 'CleanAir Tech news' })
        .click();
      await expect(popup.locator('[aria-expanded="true"]')).toBeVisible();
      await expect
        .poll(async () => (await coveredTargets(page)).filter((entry) => /^d[td]|footer/.test(entry.target)))
        .toEqual([]);
    });

    test(`a long sub-page: the scroll-to-top button covers no control or text, top and bottom (${language})`, async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}${prefix}/Privacy`);
      await expect(page.locator('main h1')).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight),
      ).toBeGreaterThan(3);
      await scrollTo(page, 'top');
      expect(await coveredTargets(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
      await expect(page.locator('[data-floating="scroll-to-top"]')).toBeVisible();
      await scrollTo(page, 'bottom');
      await expect(page.locator('[data-floating="scroll-to-top"]')).toBeVisible();
      expect(await coveredTargets(page)).toEqual([]);
      const footerTop = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
      const buttonBottom = await page
        .locator('[data-floating="scroll-to-top"]')
        .evaluate((element) => element.getBoundingClientRect().bottom);
      expect(buttonBottom).toBeLessThanOrEqual(footerTop + 0.5);
    });
  });
}
