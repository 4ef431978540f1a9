import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, type RunningSite, test } from '../../src/fixtures';
import {
  ADMIN,
  backendConfig,
  first,
  insertAsAdmin,
  notice,
  passwordToken,
  rest,
  signInAsAdmin,
  signInThroughForm,
} from './helpers';
import { EDITOR } from './staff';

/**
 * Review requests: an editor asks for review of a draft (with a message) on its editor; the admin sees the request
 * on the dashboard and at /admin/review; publishing closes it and the editor sees the outcome; discarding a pending
 * version closes its request; visitors and members read none.
 */
let site: RunningSite;
const DRAFT = '검토를 요청할 초안 뉴스';
const LIVE = '대기 버전이 있는 게시 뉴스';
const MESSAGE = '제목과 첫 문단을 봐 주세요.';
const MEMBER = { email: 'review-member@example.com', password: 'member-password-for-review-7' };
const ids = { draft: 0, live: 0 };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
  const serviceKey = readFileSync(join(site.dataDir, 'service-role-key'), 'utf8').trim();
  const { supabaseAnonKey } = await backendConfig(site.url);
  const member = await fetch(`${site.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...MEMBER, email_confirm: true }),
  });
  expect(member.status, await member.clone().text()).toBe(200);
  const news = { content: '<p>본문</p>', thumbnail: '/media/logo.svg' };
  ids.draft = await insertAsAdmin(site.url, 'news', { ...news, title: DRAFT, status: 'draft' });
  ids.live = await insertAsAdmin(site.url, 'news', {
    ...news,
    title: LIVE,
    status: 'published',
    published_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
});

/** The open review requests of every item, as the admin reads them. */
async function openRequests(): Promise<{ item_id: number }[]> {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'GET', 'review_requests?select=item_id&status=eq.open');
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { item_id: number }[];
}

/** A request's row (a card on a phone, whose cells' names include their column's label). */
const rowOf = (page: Page, table: string, title: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr').filter({ hasText: title });

test('an editor asks for review of a draft with a message, and sees it awaiting review', async ({ page }) => {
  await page.goto(`${site.url}/admin/news/${ids.draft}`);
  await signInThroughForm(page, EDITOR.email, EDITOR.password);
  await page.getByRole('button', { name: '검토 요청', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '검토 요청' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('메시지 (선택)').fill(MESSAGE);
  await dialog.getByRole('button', { name: '요청 보내기' }).click();
  await expect(notice(page, '검토를 요청했습니다.')).toBeVisible();
  await expect(page.getByText('검토 요청: 검토 대기')).toBeVisible();
  await expect(page.getByRole('button', { name: '검토 요청', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '요청 철회' })).toBeVisible();
});

test('the admin sees the request on the dashboard and in the queue at /admin/review', async ({ page }) => {
  // This file's request, with any other file's open ones on the worker's server.
  const open = await openRequests();
  expect(open.filter((request) => request.item_id === ids.draft)).toHaveLength(1);
  await signInAsAdmin(page, site.url);
  await page.getByRole('link', { name: `검토 요청 ${open.length}`, exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/admin/review`);
  await expect(page.getByRole('heading', { level: 1, name: '검토 요청' })).toBeVisible();
  const row = rowOf(page, '대기 중인 요청', DRAFT);
  await expect(row).toContainText(MESSAGE);
  await expect(row).toContainText(EDITOR.email);
  await expect(row).toContainText('초안');
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} KST/);
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('link', { name: DRAFT }).click();
  await expect(page).toHaveURL(`${site.url}/admin/news/${ids.draft}`);
  await expect(page.getByText('검토 요청: 검토 대기')).toBeVisible();
});

test('publishing closes the request, and the editor sees it published', async ({ page }) => {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const current = await rest(site.url, token, 'GET', `news?id=eq.${ids.draft}&select=version`);
  const { version } = first((await current.json()) as { version: number }[], 'draft');
  const published = await rest(site.url, token, 'PATCH', `news?id=eq.${ids.draft}`, {
    status: 'published',
    published_at: new Date().toISOString(),
    version: version + 1,
  });
  expect(published.status, await published.clone().text()).toBe(200);

  await page.goto(`${site.url}/admin/news/${ids.draft}`);
  await signInThroughForm(page, EDITOR.email, EDITOR.password);
  await expect(page.getByText('검토 요청: 게시됨')).toBeVisible();
  await page.goto(`${site.url}/admin/review`);
  await expect(rowOf(page, '최근 처리된 요청', DRAFT)).toContainText('게시됨');
  await expect(rowOf(page, '대기 중인 요청', DRAFT)).toHaveCount(0);
  // The queue is empty unless another file on the worker's server left a request open.
  if ((await openRequests()).length === 0) {
    await expect(page.getByText('대기 중인 검토 요청이 없습니다.')).toBeVisible();
  }
});

test('discarding a pending version closes its request as discarded', async ({ page }) => {
  const editorToken = await passwordToken(site.url, EDITOR.email, EDITOR.password);
  const saved = await rest(site.url, editorToken, 'POST', 'rpc/save_pending_version', {
    kind: 'news',
    item_id: ids.live,
    fields: { title: `${LIVE} (고침)` },
    based_on_version: 1,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const pendingId = ((await saved.json()) as { id: number }).id;
  const requested = await rest(site.url, editorToken, 'POST', 'review_requests', {
    kind: 'news',
    item_id: ids.live,
    pending_version_id: pendingId,
  });
  expect(requested.status, await requested.clone().text()).toBe(201);

  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/review`);
  await expect(rowOf(page, '대기 중인 요청', LIVE)).toContainText('대기 버전');

  const adminToken = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const discarded = await rest(site.url, adminToken, 'POST', 'rpc/discard_pending_version', {
    pending_id: pendingId,
  });
  expect(discarded.status, await discarded.clone().text()).toBeLessThan(300);
  await page.reload();
  await expect(rowOf(page, '최근 처리된 요청', LIVE)).toContainText('폐기됨');
  await expect(rowOf(page, '대기 중인 요청', LIVE)).toHaveCount(0);
});

test('visitors and members cannot read review requests', async () => {
  const asAnon = await rest(site.url, null, 'GET', 'review_requests?select=id');
  expect(asAnon.status).toBeGreaterThanOrEqual(400);
  const memberToken = await passwordToken(site.url, MEMBER.email, MEMBER.password);
  const asMember = await rest(site.url, memberToken, 'GET', 'review_requests?select=id');
  expect(asMember.status).toBe(200);
  expect(await asMember.json()).toEqual([]);
  const staffToken = await passwordToken(site.url, EDITOR.email, EDITOR.password);
  const asEditor = await rest(
    site.url,
    staffToken,
    'GET',
    `review_requests?select=id&kind=eq.news&item_id=in.(${ids.draft},${ids.live})`,
  );
  expect(((await asEditor.json()) as unknown[]).length).toBe(2);
});
