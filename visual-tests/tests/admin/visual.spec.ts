import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';
import { type RunningServer, startSite } from '../../src/servers';
import { signInAsAdmin } from './helpers';

/** Baselines and accessibility of the admin templates: login, the news edit form, a board editor. */
let site: RunningServer;
/** The site header is not ours (its Korean logo link has a label-content mismatch, reported to its owner). */
const header = 'header';

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSite({ startTimeoutMs: 200_000 });
});
test.afterAll(async () => {
  await site?.stop();
});

test('login page', async ({ page }) => {
  await page.goto(`${site.url}/login`);
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
  await expect(page).toHaveScreenshot('login.png', { fullPage: true });
});

test('login page in English', async ({ page }) => {
  await page.goto(`${site.url}/en/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Administrator Sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
});

test('news edit page', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/newsroom/News/1/edit`);
  await expect(page.getByText('현재 썸네일')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '본문' })).toBeVisible();
  await waitForWebFonts(page);
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
  await expect(page).toHaveScreenshot('news-edit.png', { fullPage: true });
});

test('announcement editor page', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/ir/AnnouncementEditor`);
  await expect(page.getByRole('heading', { level: 2, name: '등록된 게시물' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
  await expect(page).toHaveScreenshot('announcement-editor.png', { fullPage: true });
});
