import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, type RunningSite, test } from '../../src/fixtures';
import { ADMIN, insertAsAdmin, passwordToken, rest, signInAsAdmin, signInThroughForm } from './helpers';
import { createStaffUser, EDITOR } from './staff';

/**
 * /admin/audit: the whole audit log for admins, newest first, filtered by person, action, kind and days (the
 * filters in the address), a page at a time, each entry linked to its item, and exported as CSV (UTF-8 with a
 * BOM, formulas defused).
 */
let site: RunningSite;
let probeId = 0;
const PROBE = '감사 로그 확인용 뉴스';
const FORMULA = '=HYPERLINK("https://example.com")';
const EXTRA_ROWS = 26;
/**
 * The account whose role the admin changes (to admin and back): this file's own, so that its entries are told
 * apart from other files' on the worker's shared server.
 */
const SUBJECT = { email: `audit-subject-${Date.now()}@example.com`, password: 'audit-subject-horse-staple' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Today in Korean time, and the day after, as a date input takes them. */
const kstDay = (offsetDays = 0) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ adminSite }) => {
  test.setTimeout(240_000);
  site = adminSite;
  await createStaffUser(site, SUBJECT, 'editor');
  const draft = { content: '<p>본문</p>', thumbnail: '/media/logo.svg', status: 'draft' };
  for (let index = 0; index < EXTRA_ROWS; index++) {
    await insertAsAdmin(site.url, 'news', { ...draft, title: `페이지 채움 ${index + 1}` });
  }
  await insertAsAdmin(site.url, 'news', { ...draft, title: FORMULA });
  // The newest of the insertions, so that it is on the first page of its filters.
  probeId = await insertAsAdmin(site.url, 'news', { ...draft, title: PROBE });
  const adminToken = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const subjectId = await (async () => {
    const response = await rest(site.url, adminToken, 'POST', 'rpc/staff_accounts', {});
    const accounts = (await response.json()) as { id: string; email: string }[];
    return accounts.find((account) => account.email === SUBJECT.email)?.id ?? '';
  })();
  for (const role of ['admin', 'editor']) {
    const response = await rest(site.url, adminToken, 'POST', 'rpc/set_staff_role', {
      user_id: subjectId,
      new_role: role,
    });
    expect(response.status, await response.clone().text()).toBe(204);
  }
});

const table = (page: Page) => page.getByRole('table');
const rows = (page: Page) => table(page).locator('tbody tr');

async function openAudit(page: Page, query = '') {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/audit${query}`);
  await expect(rows(page).first()).toBeVisible();
}

test('an editor is told the log is for admins', async ({ page }) => {
  await page.goto(`${site.url}/admin/audit`);
  await signInThroughForm(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(`${site.url}/admin/audit`);
  await expect(page.getByText('이 화면은 관리자만 볼 수 있습니다.')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
});

test('every entry, newest first, a page at a time, with its moment in Korean time', async ({ page }) => {
  await openAudit(page);
  await expect(page.getByRole('heading', { level: 1, name: '감사 로그' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /^\d+건$/ });
  const total = Number.parseInt((await status.textContent()) ?? '0', 10);
  expect(total).toBeGreaterThan(EXTRA_ROWS + 3);
  await expect(rows(page)).toHaveCount(25);
  // The newest entry is the last role change.
  await expect(rows(page).first()).toContainText('역할 변경');
  await expect(rows(page).first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);

  const firstOnPageOne = await rows(page).first().textContent();
  await page
    .getByRole('navigation', { name: /페이지/ })
    .getByRole('button', { name: '2 페이지', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows(page).first()).not.toHaveText(firstOnPageOne ?? '');
  await expectNoSeriousA11yViolations(page);
});

test('filters by person, action and kind, kept in the address, and each entry links to its item', async ({
  page,
}) => {
  await openAudit(page);
  await page.getByLabel('작업').selectOption({ label: '역할 변경' });
  await expect(page).toHaveURL(/[?&]action=set_role/);
  // This file's two role changes (other files' entries on the worker's server may be listed too).
  const roleChanges = rows(page).filter({ hasText: SUBJECT.email });
  await expect(roleChanges).toHaveCount(2);
  for (const row of await roleChanges.all()) {
    await expect(row).toContainText('직원');
    await expect(row).toContainText(ADMIN.email);
  }
  await roleChanges.first().getByRole('link', { name: SUBJECT.email }).click();
  await expect(page).toHaveURL(`${site.url}/admin/staff`);

  await page.goto(`${site.url}/admin/audit?kind=news&action=insert&actor=${encodeURIComponent(ADMIN.email)}`);
  await expect(page.getByLabel('종류')).toHaveValue('news');
  await expect(page.getByLabel('사용자')).toHaveValue(ADMIN.email);
  const probe = rows(page).filter({ hasText: PROBE });
  await expect(probe).toHaveCount(1);
  await expect(probe).toContainText('작성');
  await probe.getByRole('link', { name: PROBE }).click();
  await expect(page).toHaveURL(`${site.url}/admin/news/${probeId}/history`);
});

test('filters by days in Korean time', async ({ page }) => {
  await openAudit(page, `?from=${kstDay(1)}`);
  await expect(page.getByText('조건에 맞는 기록이 없습니다.')).toBeVisible();
  await page.getByLabel('시작일').fill(kstDay());
  await expect(page).toHaveURL(new RegExp(`[?&]from=${kstDay()}`));
  await expect(rows(page).filter({ hasText: PROBE })).toHaveCount(1);
  await page.goto(`${site.url}/admin/audit?to=${kstDay(-1)}`);
  await expect(page.getByText('조건에 맞는 기록이 없습니다.')).toBeVisible();
});

test('exports what the filters match as CSV: UTF-8 with a BOM, times in KST, formulas defused', async ({
  page,
}) => {
  await openAudit(page, '?kind=news&action=insert');
  const total = Number.parseInt(
    (await page
      .getByRole('status')
      .filter({ hasText: /^\d+건$/ })
      .textContent()) ?? '0',
    10,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV 내보내기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('일시 (KST),사용자,작업,종류,항목 ID,항목');
  expect(lines).toHaveLength(total + 1);
  expect(text).toContain(`,작성,뉴스,${probeId},${PROBE}`);
  expect(text).toContain(`"'=HYPERLINK(""https://example.com"")"`);
});

test('the dashboard leads to the whole log', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin`);
  await page.getByRole('link', { name: '전체 감사 로그 보기' }).click();
  await expect(page).toHaveURL(`${site.url}/admin/audit`);
});

test('the audit log in English', async ({ page }) => {
  await openAudit(page);
  await page.goto(`${site.url}/en/admin/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText(['When', 'Who', 'What', 'Kind', 'Item']);
  await expect(rows(page).first()).toContainText('Role changed');
  await expectNoSeriousA11yViolations(page);
});
