import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, type RunningSite, test } from '../../src/fixtures';
import { ADMIN, notice, signInAsAdmin, signInThroughForm } from './helpers';
import { createStaffUser, EDITOR } from './staff';

/**
 * /admin/staff: admins see every staff account with its role and last sign-in, change a role and remove access,
 * each confirmed by a dialog that names the person; the database refuses to leave the site without an admin.
 * Editors and visitors never see it.
 */
let site: RunningSite;
const LEAVER = { email: 'leaver@example.com', password: 'leaver-horse-battery-staple' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
  await createStaffUser(site, LEAVER, 'editor');
});

/** The row of one account: the table on a desktop, its card on a phone, either way named by the address. */
const rowOf = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(email) }) });

async function openStaffPage(page: Page, path = '/admin/staff') {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}${path}`);
  await expect(rowOf(page, ADMIN.email)).toBeVisible();
}

test('a visitor is sent to sign in, and an editor is told the screen is for admins', async ({ page }) => {
  await page.goto(`${site.url}/admin/staff`);
  await expect(page).toHaveURL(`${site.url}/login`);

  // Signing in leads back to the page that asked for it.
  await signInThroughForm(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(`${site.url}/admin/staff`);
  await expect(page.getByText('이 화면은 관리자만 볼 수 있습니다.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an admin sees every staff account, with role, creation and last sign-in, and how accounts are added', async ({
  page,
}) => {
  await openStaffPage(page);
  await expect(page.getByRole('heading', { level: 1, name: '직원' })).toBeVisible();
  await expect(page.getByText('pnpm users add')).toBeVisible();
  await expect(rowOf(page, ADMIN.email)).toContainText(`${ADMIN.email} (나)`);
  await expect(rowOf(page, ADMIN.email)).toContainText('관리자');
  await expect(rowOf(page, EDITOR.email)).toContainText('편집자');
  // The admin has signed in; the leaver never has.
  await expect(rowOf(page, ADMIN.email)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(rowOf(page, LEAVER.email)).toContainText('로그인한 적 없음');
  await expectNoSeriousA11yViolations(page);
});

test('a role changes after a confirmation that names the person, and the audit log records it', async ({
  page,
}) => {
  await openStaffPage(page);
  await rowOf(page, EDITOR.email)
    .getByRole('button', { name: `${EDITOR.email}을(를) 관리자로 변경` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `${EDITOR.email}을(를) 관리자로 바꾸시겠습니까?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '역할 변경' }).click();
  await expect(notice(page, `${EDITOR.email}의 역할을 관리자로 바꿨습니다.`)).toBeVisible();
  await expect(rowOf(page, EDITOR.email)).toContainText('관리자');

  await rowOf(page, EDITOR.email)
    .getByRole('button', { name: `${EDITOR.email}을(를) 편집자로 변경` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: '역할 변경' }).click();
  await expect(rowOf(page, EDITOR.email)).toContainText('편집자');

  await page.goto(`${site.url}/admin`);
  const audit = page.getByRole('table', { name: '최근 활동' });
  await expect(audit.getByRole('row').filter({ hasText: EDITOR.email }).first()).toContainText('역할 변경');
  await expect(audit.getByRole('row').filter({ hasText: EDITOR.email }).first()).toContainText('직원');
});

test('a cancelled confirmation changes nothing', async ({ page }) => {
  await openStaffPage(page);
  await rowOf(page, EDITOR.email)
    .getByRole('button', { name: `${EDITOR.email}을(를) 관리자로 변경` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.reload();
  await expect(rowOf(page, EDITOR.email)).toContainText('편집자');
});

test('the last admin can be neither demoted nor removed, and the screen says why', async ({
  page,
  consoleGuard,
}) => {
  // The browser logs the database's refusals (409) itself.
  consoleGuard.allow(/409 \(Conflict\).*\/rest\/v1\/rpc\/(set_staff_role|remove_staff_access)/);
  await openStaffPage(page);
  for (const [button, confirm] of [
    [`${ADMIN.email}을(를) 편집자로 변경`, '역할 변경'],
    [`${ADMIN.email}의 접근 해제`, '접근 해제'],
  ] as const) {
    await rowOf(page, ADMIN.email).getByRole('button', { name: button }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
    await expect(notice(page, '마지막 관리자는 편집자로 바꾸거나 접근을 해제할 수 없습니다.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
  await page.reload();
  await expect(rowOf(page, ADMIN.email)).toContainText('관리자');
});

test('removing access takes the account off the list and ends its session', async ({ page, browser }) => {
  const leaverContext = await browser.newContext();
  const leaverPage = await leaverContext.newPage();
  await leaverPage.goto(`${site.url}/login`);
  await signInThroughForm(leaverPage, LEAVER.email, LEAVER.password);
  await expect(leaverPage.getByRole('button', { name: '로그아웃', exact: true })).toBeVisible();

  await openStaffPage(page);
  await rowOf(page, LEAVER.email)
    .getByRole('button', { name: `${LEAVER.email}의 접근 해제` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `${LEAVER.email}의 접근을 해제하시겠습니까?` });
  await expect(dialog).toContainText('로그인된 세션이 모두 끝납니다');
  await dialog.getByRole('button', { name: '접근 해제' }).click();
  await expect(notice(page, `${LEAVER.email}의 접근을 해제했습니다.`)).toBeVisible();
  await expect(rowOf(page, LEAVER.email)).toHaveCount(0);

  // The leaver's tab can no longer open the dashboard.
  await leaverPage.goto(`${site.url}/admin`);
  await expect(leaverPage.getByRole('table', { name: /뉴스 목록/ })).toHaveCount(0);
  await leaverContext.close();
});

test('the staff page in English', async ({ page }) => {
  await openStaffPage(page, '/en/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(rowOf(page, ADMIN.email)).toContainText(`${ADMIN.email} (you)`);
  await expect(
    rowOf(page, EDITOR.email).getByRole('button', { name: `Make admin (${EDITOR.email})` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
