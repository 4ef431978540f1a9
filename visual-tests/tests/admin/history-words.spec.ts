import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, type RunningSite, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { ADMIN, insertAsAdmin, notice, passwordToken, rest, signInAsAdmin } from './helpers';
import { EDITOR } from './staff';

/**
 * Times and history that read right: every moment in Korean time with its label (KST), entered in it too; the
 * history shows each version as its author saved it, statuses and actions in words, scheduling as 예약 in the
 * history and the audit log alike; a row's actions beyond edit and preview sit in one menu, and 예약 게시 opens
 * its form in a dialog in view.
 */
let site: RunningSite;
// Fixed titles (the file runs once on each worker's admin server): the pictures name them.
const FIRST = '이력 낱말 확인';
const BY_EDITOR = '편집자가 고친 제목';
const BY_ADMIN = '관리자가 고친 제목';
let id = 0;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function patch(email: string, password: string, values: Record<string, unknown>) {
  const token = await passwordToken(site.url, email, password);
  const response = await rest(site.url, token, 'PATCH', `news?id=eq.${id}`, values);
  expect(response.status, await response.clone().text()).toBe(200);
}

async function staffRow(): Promise<{ status: string; published_at: string | null } | undefined> {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'GET', `news?id=eq.${id}&select=status,published_at`);
  return ((await response.json()) as { status: string; published_at: string | null }[])[0];
}

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
  id = await insertAsAdmin(site.url, 'news', {
    title: FIRST,
    content: '<p>처음 본문</p>',
    thumbnail: '/media/logo.svg',
    status: 'draft',
  });
  // The editor saves a version, then the admin saves another.
  await patch(EDITOR.email, EDITOR.password, { title: BY_EDITOR, version: 2 });
  await patch(ADMIN.email, ADMIN.password, { title: BY_ADMIN, version: 3 });
});

/** The history's rows (cards on a phone). */
const versionRows = (page: Page) => page.getByRole('table', { name: '저장된 버전' }).locator('tbody tr');
/** The list's row of this item. */
const listRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: BY_ADMIN, exact: true }) });

/** A whole-pixel clip around a box (a centred dialog may sit at half pixels). */
/** Waits until the element's opening animation (a dialog zooms in) has ended, so its box is where it stays. */
const settled = async (locator: Locator) => {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  return locator.boundingBox();
};

const clipOf = (box: { x: number; y: number; width: number; height: number } | null) =>
  box
    ? {
        x: Math.floor(box.x),
        y: Math.floor(box.y),
        width: Math.ceil(box.width),
        height: Math.ceil(box.height),
      }
    : undefined;

const ISO_MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

async function expectNoRawCodes(page: Page) {
  const main = page.getByRole('main');
  await expect(main).not.toContainText(ISO_MOMENT);
  await expect(main).not.toContainText(/\b(published|draft|scheduled)\b/);
  // No status changes told as codes with an arrow (the comparison's own 이전→이후 legend is words).
  await expect(page.getByRole('table', { name: '저장된 버전' })).not.toContainText('→');
}

test('the history shows each version as its author saved it, with who, when and its status in words', {
  tag: DESKTOP_ONLY,
}, async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/news/${id}/history`);
  const rows = versionRows(page);
  // The admin's save, the editor's save, and the version as created.
  await expect(rows).toHaveCount(3);
  const [adminSave, editorSave, created] = [rows.nth(0), rows.nth(1), rows.nth(2)];
  await expect(adminSave).toContainText(ADMIN.email);
  await expect(adminSave).toContainText(BY_ADMIN);
  await expect(adminSave).toContainText('수정');
  await expect(editorSave).toContainText(EDITOR.email);
  await expect(editorSave).toContainText(BY_EDITOR);
  await expect(editorSave).not.toContainText(FIRST);
  await expect(created).toContainText('작성');
  await expect(created).toContainText(FIRST);
  for (const row of [adminSave, editorSave, created]) {
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);
    await expect(row).toContainText('임시 저장');
  }
  await expectNoRawCodes(page);
  await expectNoSeriousA11yViolations(page);
});

test('the row keeps edit and preview in sight and the rest in one menu, on one line, with times in KST', async ({
  page,
}, testInfo) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin?kind=news`);
  const row = listRow(page);
  await expect(row.getByRole('link', { name: `편집: ${BY_ADMIN}`, exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `미리보기: ${BY_ADMIN}`, exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `삭제: ${BY_ADMIN}` })).toHaveCount(0);
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);
  if (testInfo.project.name === 'desktop') {
    const box = await row.boundingBox();
    // One line of 44 px targets and its padding: two lines of buttons would be well over 100 px.
    expect(box?.height ?? 0).toBeLessThan(90);
  }
  const more = row.getByRole('button', { name: `더 보기: ${BY_ADMIN}`, exact: true });
  const moreBox = await more.boundingBox();
  expect(moreBox?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(moreBox?.width ?? 0).toBeGreaterThanOrEqual(44);
  await more.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['이력', '지금 게시', '예약 게시', '삭제']);
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveScreenshot('row-menu.png', {
    clip: clipOf(await settled(menu)),
  });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
});

test('예약 게시 opens a dialog in view with focus inside; the moment is entered and shown in KST', async ({
  page,
}) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin?kind=news`);
  await listRow(page)
    .getByRole('button', { name: `더 보기: ${BY_ADMIN}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: `예약 게시: ${BY_ADMIN}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `‘${BY_ADMIN}’ 예약 게시` });
  await expect(dialog).toBeVisible();
  const box = await settled(dialog);
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (box && viewport) {
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
  const input = dialog.getByLabel('게시 예약 일시');
  await expect(input).toBeFocused();
  await expect(dialog).toContainText('KST');
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveScreenshot('schedule-dialog.png', { clip: clipOf(box) });

  await input.fill('2031-05-06T09:30');
  await dialog.getByRole('button', { name: '예약 게시' }).click();
  await expect(notice(page, '예약했습니다.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // 09:30 in Korea is 00:30 UTC.
  const saved = await staffRow();
  expect(saved?.status).toBe('published');
  expect(Date.parse(saved?.published_at ?? '')).toBe(Date.parse('2031-05-06T00:30:00Z'));
  await expect(listRow(page)).toContainText('2031-05-06 09:30 KST');
});

test('scheduling reads 예약 in the history and in the audit log, never 수정', { tag: DESKTOP_ONLY }, async ({
  page,
}) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/news/${id}/history`);
  const latest = versionRows(page).first();
  await expect(latest).toContainText(ADMIN.email);
  await expect(latest).toContainText('예약');
  await expect(latest).toContainText('2031-05-06 09:30 KST');
  await expect(latest).not.toContainText('수정');
  // The draft before it against the scheduled version: status and moment in words.
  await expect(page.locator('del').filter({ hasText: '임시 저장' })).toBeVisible();
  await expect(page.locator('ins').filter({ hasText: '게시됨' })).toBeVisible();
  await expect(page.locator('ins').filter({ hasText: '2031' })).toBeVisible();
  await expectNoRawCodes(page);

  await page.goto(`${site.url}/admin/audit`);
  const entry = page.locator('tbody tr').filter({ hasText: BY_ADMIN }).first();
  await expect(entry).toContainText('예약');
  await expect(entry).not.toContainText('수정');
});
