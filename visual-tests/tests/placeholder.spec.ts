import { expectNoSeriousA11yViolations } from '../src/a11y';
import { expect, test } from '../src/fixtures';

test('the placeholder page says what it is, looks right and is accessible', async ({ page, site }) => {
  await page.goto(site.url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('준비하고 있습니다');
  await expect(page.getByText('This is a placeholder page')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveScreenshot('placeholder.png', { fullPage: true });
});
