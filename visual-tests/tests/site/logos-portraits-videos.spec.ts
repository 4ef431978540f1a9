import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';
import { skipIntro, stubYoutube } from './dataPages';

// One logo everywhere, leadership with faces, videos without YouTube.
// Every test runs at both widths (the desktop and mobile projects) and in both languages.

const languages = [
  {
    language: 'ko',
    prefix: '',
    logotypes: { ko: '클린에어텍 국문 로고', en: '클린에어텍 영문 로고' },
    symbol: /^클린에어텍 심볼/,
    executives: '주요 경영진',
    signature: '(주)클린에어텍 대표이사 한승우',
    ceoPortrait: '대표이사 한승우 초상 일러스트',
    videos: '영상 목록',
    watch: /YouTube에서 보기/,
  },
  {
    language: 'en',
    prefix: '/en',
    logotypes: { ko: 'CleanAir Tech Korean logo', en: 'CleanAir Tech English logo' },
    symbol: /^CleanAir Tech symbol/,
    executives: 'Executive team',
    signature: 'Seungwoo Han, CEO, CleanAir Tech Co., Ltd.',
    ceoPortrait: 'Illustrated portrait of CEO Seungwoo Han',
    videos: 'Video list',
    watch: /Watch on YouTube/,
  },
] as const;

/** The `d` of every path inside a logo. */
const pathData = (logo: Locator) =>
  logo.locator('path').evaluateAll((paths) => paths.map((path) => path.getAttribute('d')));

/** Aborts every request to YouTube's hosts: the player, its privacy-enhanced twin and the still images. */
async function blockYoutube(page: Page): Promise<void> {
  for (const pattern of ['**://*.youtube.com/**', '**://*.youtube-nocookie.com/**', '**://*.ytimg.com/**']) {
    await page.route(pattern, (route) => route.abort());
  }
}

/** Every image in `scope` has loaded with pixels: no broken-image icon. */
async function expectNoBrokenImages(scope: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        scope.locator('img').evaluateAll((images) =>
          images.map((image) => {
            const img = image as HTMLImageElement;
            return img.complete && img.naturalWidth > 0 ? 'ok' : `broken ${img.currentSrc || img.src}`;
          }),
        ),
      // A poster swapped in after a failure loads on a busy machine in seconds, not at once.
      { timeout: 15_000 },
    )
    .not.toContainEqual(expect.stringMatching(/^broken/));
}

const ratio = (box: { width: number; height: number } | null) => (box ? box.width / box.height : 0);

for (const l of languages) {
  test.describe(`${l.language}`, () => {
    test(`logos are never squeezed: whole lockups on the CI page, the wordmark in the header, reversed on dark menus (${l.language})`, async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}${l.prefix}/company/intro/CI`);
      await skipIntro(page);
      await expect(page.locator('main h1')).toBeVisible();
      await waitForWebFonts(page);
      // Every lockup on a plate shows its logotype, inside its plate and not clipped by the logo's own box.
      const lockups = await page.locator('main figure [data-logo]').evaluateAll((logos) =>
        logos.map((logo) => {
          const plate = logo.closest('figure')?.firstElementChild?.getBoundingClientRect();
          const box = logo.getBoundingClientRect();
          const logotype = logo.querySelector('[data-logotype]')?.getBoundingClientRect();
          return {
            name: logo.getAttribute('aria-label'),
            logotypeShown:
              logotype === undefined || (logotype.width > 0 && logotype.right <= box.right + 0.5),
            inPlate: plate !== undefined && box.left >= plate.left - 0.5 && box.right <= plate.right + 0.5,
            notClipped: logo.scrollWidth <= logo.clientWidth + 1,
          };
        }),
      );
      expect(lockups.length).toBeGreaterThanOrEqual(5);
      for (const lockup of lockups) {
        expect(lockup, `${lockup.name}`).toEqual({
          name: lockup.name,
          logotypeShown: true,
          inPlate: true,
          notClipped: true,
        });
      }
      // The plates keep equal margins to the window's edges.
      const margins = await page.locator('main figure').evaluateAll((figures) =>
        figures.map((figure) => {
          const box = figure.getBoundingClientRect();
          return { left: box.left, right: document.documentElement.clientWidth - box.right };
        }),
      );
      expect(Math.min(...margins.map((margin) => margin.left))).toBeCloseTo(
        Math.min(...margins.map((margin) => margin.right)),
        0,
      );

      // The header shows the wordmark (the symbol alone only below 360 px).
      const headerLogotype = page.locator('header [data-logo] [data-logotype]');
      await expect(headerLogotype).toBeVisible();
      const header = await page
        .locator('header [data-logo]')
        .first()
        .evaluate((logo) => ({
          right: logo.getBoundingClientRect().right,
          actions: logo
            .closest('header')
            ?.querySelector('button[aria-haspopup="dialog"]')
            ?.getBoundingClientRect().left,
        }));
      expect(header.right).toBeLessThanOrEqual(header.actions ?? 0);

      // The footer and the full menu draw the reversed lockup; the menu's title is for screen readers only.
      await expect(page.locator('footer [data-logo]')).toHaveAttribute('data-logo', 'reversed');
      await page.locator('header button[aria-haspopup="dialog"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-logo]')).toHaveAttribute('data-logo', 'reversed');
      await expect(dialog.locator('[data-logo] [data-logotype]')).toBeVisible();
      const title = await dialog
        .locator('h2')
        .first()
        .evaluate((heading) => {
          const box = heading.getBoundingClientRect();
          return { width: box.width, height: box.height };
        });
      expect(title.width * title.height).toBeLessThanOrEqual(1);
      // The close button looks the same in both languages: a frame, never a filled square.
      const close = dialog.getByRole('button', { name: /닫기|Close/ });
      expect(await close.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
        'rgba(0, 0, 0, 0)',
      );
    });

    test(`item 2: the header, footer, 404, favicon and CI page draw one symbol (${l.language})`, async ({
      page,
      site,
      consoleGuard,
    }) => {
      consoleGuard.allow(/404 \(Not Found\)/);
      await skipIntro(page);
      await page.goto(`${site.url}${l.prefix || '/'}`);
      const headerLogo = page.locator('header [data-logo]').first();
      await expect(headerLogo).toBeVisible();
      const symbol = await pathData(headerLogo);
      expect(symbol).toHaveLength(4);
      await expect(headerLogo).toHaveText('CleanAir Tech');
      expect(await pathData(page.locator('footer [data-logo]').first())).toEqual(symbol);

      // The favicon is the same symbol.
      const favicon = await (await page.request.get(`${site.url}/favicon.svg`)).text();
      for (const d of symbol) expect(favicon).toContain(`d="${d}"`);

      // The 404 page.
      const missing = await page.goto(`${site.url}${l.prefix}/no-such-page-here`);
      expect(missing?.status()).toBe(404);
      const notFoundLogo = page.getByRole('main').locator('[data-logo]');
      await expect(notFoundLogo).toBeVisible();
      expect(await pathData(notFoundLogo)).toEqual(symbol);

      // The CI page: the symbol alone, both logotypes, the clear space and the colours the site uses.
      await page.goto(`${site.url}${l.prefix}/company/intro/CI`);
      const ciSymbol = page.getByRole('img', { name: l.symbol });
      await expect(ciSymbol).toBeVisible();
      expect(await pathData(ciSymbol)).toEqual(symbol);
      await expect(ciSymbol.locator('[data-logotype]')).toHaveCount(0);
      const korean = page.getByRole('img', { name: l.logotypes.ko, exact: true });
      const english = page.getByRole('img', { name: l.logotypes.en, exact: true });
      await expect(korean).toBeVisible();
      await expect(korean).toHaveText('클린에어 텍');
      expect(await pathData(korean)).toEqual(symbol);
      await expect(english).toBeVisible();
      await expect(english).toHaveText('CleanAir Tech');
      await expect(page.locator('[data-clear-space] [data-logo]')).toBeVisible();
      for (const hex of ['#0A1F44', '#1456D8', '#27C1E3']) await expect(page.getByText(hex)).toBeVisible();
      const brand = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return ['--co-color-brand-deep', '--co-color-brand-primary', '--co-color-brand-accent'].map((name) =>
          style.getPropertyValue(name).trim().toUpperCase(),
        );
      });
      expect(brand).toEqual(['#0A1F44', '#1456D8', '#27C1E3']);
    });

    test(`item 2: the intro's last frame is the same symbol (${l.language})`, async ({ page, site }) => {
      await stubYoutube(page);
      await page.goto(`${site.url}${l.prefix || '/'}`);
      const headerSymbol = await pathData(page.locator('header [data-logo]').first());
      // The overlay draws the same paths in every frame (only their stroke and fill animate), from the
      // server-rendered first frame on: read them while it is there, not at a phase a loaded machine may
      // pass before the read (the overlay then leaves the page and there is nothing to read).
      const intro = page.locator('[data-home-intro]');
      await expect.poll(() => pathData(intro.locator('svg'))).toEqual(headerSymbol);
    });

    test(`item 9: portraits sit beside the executives' names; the CEO message has a portrait and a signature (${l.language})`, async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}${l.prefix}/company/Leadership`);
      await waitForWebFonts(page);
      const people = page.getByRole('list', { name: l.executives }).getByRole('listitem');
      await expect(people).toHaveCount(4);
      for (const person of await people.all()) {
        const portrait = person.locator('[data-portrait]');
        await person.scrollIntoViewIfNeeded();
        await expect(portrait).toHaveAttribute('data-portrait', 'image');
        await expectNoBrokenImages(person);
        const [picture, name, bio] = await Promise.all([
          portrait.boundingBox(),
          person.getByRole('heading', { level: 3 }).boundingBox(),
          person.locator('p').last().boundingBox(),
        ]);
        if (!picture || !name || !bio) throw new Error('a portrait, name or bio is not laid out');
        // Beside the name: to its left, on the same row (their boxes share a band of height).
        expect(picture.x + picture.width).toBeLessThanOrEqual(name.x);
        expect(name.y + name.height).toBeGreaterThan(picture.y);
        expect(name.y).toBeLessThan(picture.y + picture.height);
        // Not below the bio: above it.
        expect(picture.y + picture.height).toBeLessThanOrEqual(bio.y);
      }
      const ceo = page.getByRole('img', { name: l.ceoPortrait });
      await ceo.scrollIntoViewIfNeeded();
      await expect(ceo).toBeVisible();
      await expect
        .poll(() => ceo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      const signature = page.locator('[data-signature]');
      await expect(signature).toHaveText(l.signature);
      const [portraitBox, signatureBox] = [await ceo.boundingBox(), await signature.boundingBox()];
      expect(portraitBox?.height ?? 0).toBeGreaterThan(100);
      expect(signatureBox?.height ?? 0).toBeGreaterThan(0);
    });

    test(`item 10: with YouTube blocked, video cards show the site's poster (${l.language})`, async ({
      page,
      site,
    }) => {
      await blockYoutube(page);
      await page.goto(`${site.url}${l.prefix}/newsroom/Youtube`);
      const list = page.getByRole('list', { name: l.videos });
      const cards = list.getByRole('article');
      await expect(cards.first()).toBeVisible();
      await page.evaluate(() => {
        for (const image of document.images) image.loading = 'eager';
      });
      await expect(list.locator('img[data-fallback]')).toHaveCount(await cards.count(), { timeout: 15_000 });
      // The posters came in after the failures, lazy like the stills they replace: all of them load now.
      await page.evaluate(() => {
        for (const image of document.images) image.loading = 'eager';
      });
      await expectNoBrokenImages(list);
    });

    test(`item 10: the player keeps 16:9, and with YouTube blocked shows the poster and a link to YouTube (${l.language})`, async ({
      page,
      site,
    }) => {
      const path = `${site.url}${l.prefix}/newsroom/Youtube/5`;
      await stubYoutube(page);
      await page.goto(path);
      const player = page.locator('main iframe');
      await expect(player).toBeVisible();
      expect(Math.abs(ratio(await player.boundingBox()) - 16 / 9)).toBeLessThan(0.02);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await blockYoutube(page);
      await page.goto(path);
      const fallback = page.locator('main [data-player-fallback]');
      await expect(fallback).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('main iframe')).toHaveCount(0);
      expect(Math.abs(ratio(await fallback.boundingBox()) - 16 / 9)).toBeLessThan(0.02);
      const watch = fallback.getByRole('link', { name: l.watch });
      await expect(watch).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
      await expectNoBrokenImages(page.getByRole('main'));
    });
  });
}
