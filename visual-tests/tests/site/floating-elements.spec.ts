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
    const nameOf = (element: Element) => {
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
      if (hit.closest(floating)) covered.push({ target: nameOf(element), hit: nameOf(hit) });
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
    }, testInfo) => {
      // Without reduced motion, so that the hero shows its pause button.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(`${site.url}${prefix}/`);
      const popup = page.locator('[data-floating="news-popup"]');
      await expect(popup).toBeVisible();
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');

      await scrollTo(page, 'top');
      // The hero's controls (its pause button, and previous, next and the dots with several slides) are clear
      // of the popup: the element at the pause button's centre is the button.
      const pause = page
        .getByRole('region', { name: language === 'ko' ? '메인 비주얼' : 'Main visual' })
        .getByRole('button', { name: language === 'ko' ? '배경 영상 일시정지' : 'Pause background video' });
      await expect(pause).toBeInViewport();
      expect(
        await pause.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && button.contains(hit);
        }),
      ).toBe(true);
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
      if (testInfo.project.name === 'desktop') {
        expect(buttonBox.bottom).toBeLessThanOrEqual(popupBox.top + 0.5);
      } else {
        // On a phone the button never floats: it has a row of its own between the news bar and the footer.
        expect(buttonBox.top).toBeGreaterThanOrEqual(popupBox.bottom - 0.5);
        expect(buttonBox.bottom).toBeLessThanOrEqual(footerTop + 0.5);
      }

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

interface Overlap {
  target: string;
  floating: string;
}

/**
 * Every visible text line and control in main (headings, paragraphs, list items, labels, links, buttons,
 * fields) against every floating element's box (the scroll-to-top button, the news popup, notices): returns
 * the pairs that overlap where both are drawn (`elementsFromPoint` at the overlap's centre holds both, so a
 * box clipped away by its container does not count). The window's usable part is what the header and a bar
 * across the bottom of the window (`data-floating-band`, whose height the page keeps for it) leave, as with
 * the header: a line under either is under the page's chrome, not under something floating.
 */
async function overlapsWithFloating(page: Page): Promise<Overlap[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    let bottom = innerHeight;
    for (const band of document.querySelectorAll('[data-floating-band]')) {
      const box = band.getBoundingClientRect();
      if (box.width >= innerWidth - 1 && box.bottom >= innerHeight - 1) bottom = Math.min(bottom, box.top);
    }
    const nameOf = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const label = element.getAttribute('aria-label') ?? '';
      return `${element.tagName.toLowerCase()}${label ? `[${label}]` : ''} “${text}”`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const floating = [...document.querySelectorAll('[data-floating], [role="status"], [role="alert"]')]
      .filter((element) => !element.closest('main') || element.matches('[data-floating]'))
      .filter(shown)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const targets = [
      ...document.querySelectorAll(
        'main :is(h1, h2, h3, h4, p, li, dt, dd, label, a[href], button, input, select, textarea, summary)',
      ),
    ].filter((element) => !element.closest('[data-floating], [data-floating-band]') && shown(element));
    const boxesOf = (element: Element) => {
      if (element.matches('a[href], button, input, select, textarea, summary')) {
        return [element.getBoundingClientRect()];
      }
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()];
    };
    const overlaps: { target: string; floating: string }[] = [];
    for (const target of targets) {
      for (const rect of boxesOf(target)) {
        if (rect.width < 1 || rect.height < 1) continue;
        const left = Math.max(rect.left, 0);
        const right = Math.min(rect.right, innerWidth);
        const upper = Math.max(rect.top, top);
        const lower = Math.min(rect.bottom, bottom);
        if (right - left < 1 || lower - upper < 1) continue;
        for (const { element, box } of floating) {
          const x0 = Math.max(left, box.left);
          const x1 = Math.min(right, box.right);
          const y0 = Math.max(upper, box.top);
          const y1 = Math.min(lower, box.bottom);
          if (x1 - x0 < 1 || y1 - y0 < 1) continue;
          const stack = document.elementsFromPoint((x0 + x1) / 2, (y0 + y1) / 2);
          const drawn = stack.some((hit) => target === hit || target.contains(hit) || hit.contains(target));
          if (drawn && stack.some((hit) => element.contains(hit))) {
            overlaps.push({ target: nameOf(target), floating: nameOf(element) });
          }
        }
      }
    }
    return overlaps;
  });
}

/** Scrolls to a fraction of the page's scrollable height and waits two frames for the floating layer. */
async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  await page.evaluate((at) => {
    const end = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo({ top: Math.round(end * at), behavior: 'instant' });
  }, fraction);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const floatingPages = [
  { name: 'home', path: '/' },
  { name: 'news list', path: '/newsroom/News' },
  { name: 'contact', path: '/Qna' },
] as const;

for (const { language, prefix } of languages) {
  for (const { name, path } of floatingPages) {
    test(`${name}: no floating element overlaps a line of text or a control at any scroll position (${language})`, async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}${prefix}${path}`);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const seen: Record<string, Overlap[]> = {};
      for (const fraction of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
        await scrollToFraction(page, fraction);
        const overlaps = await overlapsWithFloating(page);
        if (overlaps.length > 0) seen[`${Math.round(fraction * 100)} %`] = overlaps;
      }
      expect(seen).toEqual({});
      // The page keeps the bottom bar's height for it: at the end, the last of the page is above the bar.
      await scrollToFraction(page, 1);
      const band = page.locator('[data-floating-band]');
      if ((await band.count()) > 0) {
        const bandTop = await band.evaluate((element) => element.getBoundingClientRect().top);
        const footerTop = await page
          .locator('footer')
          .evaluate((footer) => footer.getBoundingClientRect().top);
        expect(bandTop).toBeLessThan(footerTop + 0.5);
      }
    });
  }

  test(`home: the scroll-to-top button is hidden while the news popup is open (${language})`, async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}${prefix}/`);
    await expect(page.locator('main h1')).toBeVisible();
    await scrollToFraction(page, 1);
    const button = page.locator('[data-floating="scroll-to-top"]');
    await expect(button).toBeVisible();
    const toggle = page.getByRole('button', {
      name: language === 'ko' ? '클린에어텍 소식' : 'CleanAir Tech news',
    });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveCount(0);
    await toggle.click();
    await expect(button).toBeVisible();
  });
}

interface TextOnArt {
  text: string;
  ratio: number;
  surface: string;
}

/**
 * Every text over a drawing in the section: the contrast of its colour against the surface behind it (the
 * nearest box between the text and the drawing with a background colour, which must hold the whole text).
 * With a translucent surface the worse of the surface over white and over black pixels counts. A text without
 * such a surface reads 0.
 */
async function textOnArt(page: Page, section: string): Promise<TextOnArt[]> {
  return page.locator(`section[aria-labelledby="${section}"]`).evaluate((root) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const over = (color: number[], alpha: number, under: number) =>
      color.slice(0, 3).map((channel) => channel * alpha + under * (1 - alpha));
    const results: { text: string; ratio: number; surface: string }[] = [];
    for (const art of root.querySelectorAll('img')) {
      const container = art.parentElement;
      if (!container) continue;
      const artBox = art.getBoundingClientRect();
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      const elements = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && node.parentElement) elements.add(node.parentElement);
      }
      for (const element of elements) {
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) continue;
        const overlaps =
          box.right > artBox.left &&
          box.left < artBox.right &&
          box.bottom > artBox.top &&
          box.top < artBox.bottom;
        if (!overlaps) continue;
        const label = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        let surface: Element | null = element;
        while (surface && surface !== container) {
          const [, , , alpha = 1] = channels(getComputedStyle(surface).backgroundColor);
          if (getComputedStyle(surface).backgroundColor !== 'rgba(0, 0, 0, 0)' && alpha > 0) break;
          surface = surface.parentElement;
        }
        if (!surface || surface === container) {
          results.push({ text: label, ratio: 0, surface: 'none' });
          continue;
        }
        const surfaceBox = surface.getBoundingClientRect();
        const holds =
          surfaceBox.left <= box.left + 0.5 &&
          surfaceBox.right >= box.right - 0.5 &&
          surfaceBox.top <= box.top + 0.5 &&
          surfaceBox.bottom >= box.bottom - 0.5;
        const background = channels(getComputedStyle(surface).backgroundColor);
        const alpha = background[3] ?? 1;
        const text = channels(getComputedStyle(element).color);
        const ratio = Math.min(
          contrast(text, over(background, alpha, 255)),
          contrast(text, over(background, alpha, 0)),
        );
        results.push({
          text: label,
          ratio: holds ? ratio : 0,
          surface: getComputedStyle(surface).backgroundColor,
        });
      }
    }
    return results;
  });
}

/**
 * The open panel's drawing's captions (the elements its SVG marks `data-caption`), laid out as the image shows
 * them (object-fit: cover), against the panel's text box: from the top of its title to the bottom of its link.
 */
async function captionsAgainstText(page: Page, section: string) {
  return page.locator(`section[aria-labelledby="${section}"]`).evaluate(async (root) => {
    const item = root.querySelector('[data-state="open"]:has(> img)');
    const art = item?.querySelector('img');
    const title = item?.querySelector('h3, h2, h4');
    const link = item?.querySelector('a[href]');
    if (!item || !art || !title || !link) return { found: false, captions: [], text: null };
    const svg = await (await fetch(art.currentSrc || art.src)).text();
    const artBox = art.getBoundingClientRect();
    const holder = document.createElement('div');
    holder.style.cssText = `position:fixed;left:${artBox.left}px;top:${artBox.top}px;width:${artBox.width}px;height:${artBox.height}px;visibility:hidden;pointer-events:none`;
    holder.innerHTML = svg;
    const drawing = holder.querySelector('svg');
    if (!drawing) return { found: false, captions: [], text: null };
    drawing.setAttribute('width', String(artBox.width));
    drawing.setAttribute('height', String(artBox.height));
    drawing.setAttribute('preserveAspectRatio', 'xMidYMid slice');
    document.body.append(holder);
    const captions = [...drawing.querySelectorAll('[data-caption]')].map((caption) => {
      const box = caption.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
    });
    holder.remove();
    const top = title.getBoundingClientRect().top;
    const bottom = link.getBoundingClientRect().bottom;
    const itemBox = item.getBoundingClientRect();
    return {
      found: true,
      captions: captions.filter((box) => box.bottom > itemBox.top && box.top < itemBox.bottom),
      text: { top, bottom, left: itemBox.left, right: itemBox.right },
    };
  });
}

for (const { language, prefix } of languages) {
  test(`home: text over drawings sits on a surface of at least 4.5:1, captions clear of the text (${language})`, async ({
    page,
    site,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto(`${site.url}${prefix}/`);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The project slider: each slide's title, description and link.
    const projects = page.locator('section[aria-labelledby="home-projects"]');
    await projects.scrollIntoViewIfNeeded();
    const slides = await textOnArt(page, 'home-projects');
    // On desktop each slide's three texts lie over its drawing (on a card); on a phone they sit under it.
    if (testInfo.project.name === 'desktop') expect(slides.length).toBeGreaterThanOrEqual(9);
    expect(slides.filter((entry) => entry.ratio < 4.5)).toEqual([]);

    // The brand and material panels, each panel open in turn: all titles, the open one's text and link.
    for (const section of ['home-brands', 'home-materials']) {
      const region = page.locator(`section[aria-labelledby="${section}"]`);
      await region.scrollIntoViewIfNeeded();
      const triggers = region.locator('button[aria-expanded]');
      await expect(triggers).toHaveCount(3);
      for (let index = 0; index < 3; index++) {
        // The open panel's title is disabled (one panel is always open): only the closed ones are clicked.
        if (index > 0) await triggers.nth(index).click();
        // The pointer leaves, so that no hover state (and its colour transition) is measured.
        await page.mouse.move(0, 0);
        // Measured once the panel has opened and every colour transition has ended.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation instanceof CSSTransition)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        await expect(triggers.nth(index)).toHaveAttribute('aria-expanded', 'true');
        await expect(region.locator('[data-state="open"] a[href]')).toBeVisible();
        const texts = await textOnArt(page, section);
        expect(texts.length).toBeGreaterThanOrEqual(4);
        expect(texts.filter((entry) => entry.ratio < 4.5)).toEqual([]);

        const { found, captions, text } = await captionsAgainstText(page, section);
        expect(found).toBe(true);
        if (section === 'home-materials')
          expect(captions.length, 'the scale bar is in view').toBeGreaterThan(0);
        for (const caption of captions) {
          const overlapsText =
            text !== null &&
            caption.bottom > text.top &&
            caption.top < text.bottom &&
            caption.right > text.left &&
            caption.left < text.right;
          expect(
            overlapsText,
            `caption at ${caption.top}–${caption.bottom}, text ${text?.top}–${text?.bottom}`,
          ).toBe(false);
        }
      }
    }

    // One treatment: every panel's text box has the same surface.
    const surfaces = await page
      .locator('section[aria-labelledby="home-brands"] h3, section[aria-labelledby="home-materials"] h3')
      .evaluateAll((headings) => headings.map((heading) => getComputedStyle(heading).backgroundColor));
    expect(new Set(surfaces).size).toBe(1);
  });
}
