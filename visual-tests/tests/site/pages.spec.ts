import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';
import { expectedTitle, settleImages } from './contentPages';
import { loadLazyImages, skipIntro, stubYoutube } from './dataPages';
import { pageTable } from './pageTable';
import { languages, underPrefix } from './publicPaths';

// Every public page, in both languages, at both widths, loaded once: it answers 200 in its language, shows
// its title (the SEO title where the page has one) and a section heading, is live (hydrated), passes axe over
// the whole document, shows what its entry in the page table says, and, in Korean, matches its baseline where
// it has one. A page's behaviour (tabs, search, paging...) is tested in the page's own file, without loading
// it again for these checks. The intro is marked as just shown so it does not cover the page.
test.beforeEach(async ({ page }) => {
  await stubYoutube(page);
  await skipIntro(page);
});

for (const { language, prefix } of languages) {
  test.describe(`${language} pages`, () => {
    for (const entry of pageTable) {
      const url = underPrefix(prefix, entry.path);
      test(url, async ({ page, site }) => {
        if (entry.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
        const response = await page.goto(`${site.url}${url}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page).toHaveTitle(/\S/);
        const heading = page.getByRole('heading', { level: 1 });
        if (entry.pageKey) {
          await expect(heading).toHaveText(
            expectedTitle({ path: entry.path, pageKey: entry.pageKey }, language),
          );
        } else {
          await expect(heading.first()).toBeVisible();
          await expect(heading.first()).not.toHaveText('');
        }
        if (!entry.noSections) await expect(page.locator('main h2').first()).toBeVisible();
        // Live: a hydration error would have been logged by now (and fails the test).
        await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
        expect(((await page.locator('main').textContent()) ?? '').length).toBeGreaterThan(40);
        await entry.check?.(page, language);

        const baseline = language === 'ko' ? entry.baseline : undefined;
        if (baseline && entry.ready) await expect(page.getByText(entry.ready).first()).toBeVisible();
        if (baseline) await loadLazyImages(page);
        else await settleImages(page);
        await expectNoSeriousA11yViolations(page);
        if (baseline) {
          await waitForWebFonts(page);
          await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
          await expect(page).toHaveScreenshot(`${baseline}.png`, { fullPage: true, timeout: 30_000 });
        }
      });
    }
  });
}
