import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { waitForWebFonts } from '../../src/fonts';
import { type RunningServer, startSite } from '../../src/servers';
import { ADMIN, expectMomentsOnOneLine, first, passwordToken, rest, signInAsAdmin } from './helpers';

/** Baselines and accessibility of the admin templates: login, the dashboard, its editors, preview and history. */
let site: RunningServer;
/** The site header is not ours (its Korean logo link has a label-content mismatch, reported to its owner). */
const header = 'header';

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Its own server, not the shared `adminSite`: its baselines show the dashboard's lists, which other files' data would change.
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
  await expect(page.getByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
});

test('dashboard', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin?kind=announcement`);
  await expect(page.getByRole('table', { name: '전자공고 목록' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: '최근 활동' })).toBeVisible();
  await waitForWebFonts(page);
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
  // The audit log's entries (masked: their moments change) are loaded before the picture is taken.
  await expect(page.getByRole('table', { name: '최근 활동' }).getByRole('row')).not.toHaveCount(1);
  const moment = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST$/;
  await expectMomentsOnOneLine(
    page.getByRole('table', { name: '최근 활동' }).getByRole('cell').filter({ hasText: moment }),
  );
  await expectMomentsOnOneLine(
    page.getByRole('table', { name: '전자공고 목록' }).getByRole('cell').filter({ hasText: moment }),
  );
  // The moments are masked, but their digits (of proportional widths) set the column's width, and so where the
  // other columns fall: one fixed moment keeps the layout the same whatever the clock says.
  await page
    .getByRole('table', { name: '전자공고 목록' })
    .getByRole('cell')
    .filter({ hasText: moment })
    .evaluateAll((cells) => {
      for (const cell of cells) cell.textContent = '2026-01-01 00:00 KST';
    });
  await expect(page).toHaveScreenshot('dashboard.png', {
    fullPage: true,
    mask: [
      page.getByRole('table', { name: '최근 활동' }),
      page.getByRole('cell').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST$/ }),
    ],
  });
});

test('news editor in the dashboard', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/news/1`);
  await expect(page.getByRole('img', { name: '현재 썸네일' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '본문', exact: true })).toBeVisible();
  await waitForWebFonts(page);
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
  // The site header has baselines of its own (the public pages); here it is masked, so the editor's baseline
  // speaks of the editor only.
  await expect(page).toHaveScreenshot('news-editor.png', {
    fullPage: true,
    mask: [page.getByRole('banner')],
  });
});

test('e-notice editor in the dashboard, in English', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/en/admin/announcement/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New: E-notices' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notice body', exact: true })).toBeVisible();
  await waitForWebFonts(page);
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
  await expect(page).toHaveScreenshot('announcement-editor-en.png', {
    fullPage: true,
    mask: [page.getByRole('banner')],
  });
});

test('preview of a draft', async ({ page }) => {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'POST', 'announcement', {
    title: '미리보기로 보는 전자공고 초안',
    content: '<p>게시 전에 공개 페이지 모양 그대로 확인합니다.</p>',
    status: 'draft',
  });
  expect(response.status).toBe(201);
  const id = first((await response.json()) as { id: number }[], 'draft').id;
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/preview/announcement/${id}`);
  await expect(page.getByRole('complementary', { name: '미리보기' })).toBeVisible();
  await expect(page.getByText('미리보기로 보는 전자공고 초안').first()).toBeVisible();
  await waitForWebFonts(page);
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
  await expect(page).toHaveScreenshot('preview.png', {
    fullPage: true,
    mask: [page.locator('time').or(page.getByText(/^\d{4}-\d{2}-\d{2}$/))],
  });
});

test('history of an edited item', async ({ page }) => {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const created = await rest(site.url, token, 'POST', 'youtube', {
    title: '이력을 보는 영상',
    video_id: 'dQw4w9WgXcQ',
  });
  const id = first((await created.json()) as { id: number }[], 'video').id;
  await rest(site.url, token, 'PATCH', `youtube?id=eq.${id}`, {
    title: '이력을 보는 영상 (고친 제목)',
    version: 2,
  });
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/youtube/${id}/history`);
  await expect(page.locator('ins').first()).toBeVisible();
  await waitForWebFonts(page);
  await expectMomentsOnOneLine(
    page.getByRole('rowheader').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST$/ }),
  );
  await expectNoSeriousA11yViolations(page, { exclude: [header] });
  // The moments are masked, but their digits (of proportional widths) set the column's width, and so where the
  // other columns fall: one fixed moment keeps the layout the same whatever the clock says.
  await page
    .getByRole('rowheader')
    .filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST$/ })
    .evaluateAll((cells) => {
      for (const cell of cells) cell.textContent = '2026-01-01 00:00 KST';
    });
  await expect(page).toHaveScreenshot('history.png', {
    fullPage: true,
    mask: [
      page.getByRole('rowheader').filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST$/ }),
      page.getByRole('combobox'),
      // The heading names the item's id, which depends on what ran before on this worker's server.
      page.getByRole('heading', { level: 1 }),
    ],
  });
});
