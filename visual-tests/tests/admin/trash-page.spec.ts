import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, type RunningSite, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import {
  ADMIN,
  insertAsAdmin,
  notice,
  openAdminNavigation,
  passwordToken,
  rest,
  signInAsAdmin,
  signInThroughForm,
} from './helpers';
import { EDITOR } from './staff';

/**
 * /admin/trash: deleted items of every kind stay in sight, with who deleted them and when; staff search them and
 * open their history, and admins restore them after a confirmation that names the item.
 */
let site: RunningSite;
const NEWS = '휴지통 확인용 뉴스';
const OTHER_NEWS = '다른 삭제된 뉴스';
const VIDEO = '휴지통 확인용 영상';
const ids = { news: 0, otherNews: 0, video: 0 };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function deleteAsAdmin(table: string, id: number) {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'DELETE', `${table}?id=eq.${id}`);
  expect(response.status, await response.clone().text()).toBe(200);
}

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
  const news = { content: '<p>본문</p>', thumbnail: '/media/logo.svg', status: 'published' };
  ids.news = await insertAsAdmin(site.url, 'news', { ...news, title: NEWS });
  ids.otherNews = await insertAsAdmin(site.url, 'news', { ...news, title: OTHER_NEWS });
  ids.video = await insertAsAdmin(site.url, 'youtube', {
    title: VIDEO,
    video_id: 'dQw4w9WgXcQ',
    status: 'draft',
  });
  await deleteAsAdmin('news', ids.otherNews);
  await deleteAsAdmin('youtube', ids.video);
  await deleteAsAdmin('news', ids.news);
});

/** The titles of the `count` latest deleted items the list shows (first in it, latest first). */
async function latestTitles(page: Page, count: number): Promise<string[]> {
  const titles = await page.getByRole('table').getByRole('rowheader').allTextContents();
  return titles.slice(0, count).map((title) => title.replace(/\s+/g, ' ').trim());
}

/** An item's row (a card on a phone, whose cells' names include their column's label). */
const rowOf = (page: Page, title: string) => page.locator('tbody tr').filter({ hasText: title });

test('an editor sees every deleted item, latest first, with who deleted it and when, but cannot restore', {
  tag: DESKTOP_ONLY,
}, async ({ page }) => {
  await page.goto(`${site.url}/admin/trash`);
  await signInThroughForm(page, EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(`${site.url}/admin/trash`);
  await expect(page.getByRole('heading', { level: 1, name: '휴지통' })).toBeVisible();
  // This file's deletions are the latest; other files' deleted items on the worker's server come after them.
  await expect.poll(() => latestTitles(page, 3)).toEqual([NEWS, VIDEO, OTHER_NEWS]);
  await expect(rowOf(page, VIDEO)).toContainText('영상');
  await expect(rowOf(page, NEWS)).toContainText('뉴스');
  await expect(rowOf(page, NEWS)).toContainText(ADMIN.email);
  await expect(rowOf(page, NEWS)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);
  await expect(page.getByRole('button', { name: /복원/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await rowOf(page, VIDEO)
    .getByRole('link', { name: `‘${VIDEO}’ 이력` })
    .click();
  await expect(page).toHaveURL(`${site.url}/admin/youtube/${ids.video}/history`);
});

test('a search narrows the trash, kept in the address', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/trash`);
  await page.getByRole('searchbox', { name: '휴지통 검색' }).fill('영상');
  await page.getByRole('searchbox', { name: '휴지통 검색' }).press('Enter');
  await expect(page).toHaveURL(/[?&]q=%EC%98%81%EC%83%81/);
  // Only titles with the word, this file's video the latest (other files' deleted videos may follow it).
  const titles = page.getByRole('table').getByRole('rowheader');
  await expect(titles.first()).toHaveText(VIDEO);
  await expect(titles.filter({ hasNotText: '영상' })).toHaveCount(0);
  await page.goto(`${site.url}/admin/trash?q=${encodeURIComponent('없는 낱말')}`);
  await expect(page.getByText('조건에 맞는 항목이 없습니다.')).toBeVisible();
});

test('an admin restores an item after a confirmation naming it; it leaves the trash and is back in its list', {
  tag: DESKTOP_ONLY,
}, async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/trash`);
  await rowOf(page, NEWS)
    .getByRole('button', { name: `‘${NEWS}’ 복원` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: `‘${NEWS}’을(를) 복원하시겠습니까?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '복원' }).click();
  await expect(notice(page, `‘${NEWS}’을(를) 복원했습니다.`)).toBeVisible();
  await expect(rowOf(page, NEWS)).toHaveCount(0);
  await expect.poll(() => latestTitles(page, 2)).toEqual([VIDEO, OTHER_NEWS]);

  await page.goto(`${site.url}/admin`);
  await expect(
    page.getByRole('table', { name: '뉴스 목록' }).getByRole('link', { name: NEWS, exact: true }),
  ).toBeVisible();
  // It is published again, as it was when deleted.
  await page.goto(`${site.url}/newsroom/News/${ids.news}`);
  await expect(page.getByRole('heading', { level: 2, name: NEWS })).toBeVisible();
});

test('the side navigation leads to the trash', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin`);
  const navigation = await openAdminNavigation(page);
  await navigation.getByRole('link', { name: '휴지통', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/admin/trash`);
});

test('the trash in English', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/en/admin/trash`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  await expect(rowOf(page, VIDEO).getByRole('button', { name: `Restore ‘${VIDEO}’` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
