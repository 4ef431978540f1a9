import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, type RunningSite, test } from '../../src/fixtures';
import { ADMIN, insertAsAdmin, passwordToken, rest, signInAsAdmin } from './helpers';
import { signInAsEditor } from './staff';

/**
 * The dashboard's "what needs me": counts of drafts, pending versions, open review requests, scheduled items (with
 * their moments), items without an English version and, for admins, new inquiries and failed e-mails; each count
 * matches the database and its link leads to the filtered list.
 */
let site: RunningSite;
const SCHEDULED = '다음 주 게시 예정 공고';
const VIDEO_DRAFT = '확인할 일 영상 초안';
const kinds = ['news', 'youtube', 'announcement', 'shareholders'] as const;
let scheduledAt = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
  const news = { content: '<p>본문</p>', thumbnail: '/media/logo.svg', status: 'draft' };
  await insertAsAdmin(site.url, 'news', { ...news, title: '확인할 일 뉴스 초안 1' });
  await insertAsAdmin(site.url, 'news', {
    ...news,
    title: '확인할 일 뉴스 초안 2',
    title_en: 'A draft with English',
    content_en: '<p>Body</p>',
  });
  await insertAsAdmin(site.url, 'youtube', { title: VIDEO_DRAFT, video_id: 'dQw4w9WgXcQ', status: 'draft' });
  // A whole minute two hours ahead, so the KST moment reads the same in the browser; sooner than what other files
  // on the worker's server schedule (days or years ahead), so it is among the few soonest the dashboard lists.
  const moment = new Date(Date.now() + 2 * 3_600_000);
  moment.setUTCSeconds(0, 0);
  scheduledAt = moment.toISOString();
  await insertAsAdmin(site.url, 'announcement', {
    title: SCHEDULED,
    content: '<p>공고 본문</p>',
    status: 'published',
    published_at: scheduledAt,
  });
});

/** How many rows of `path` the admin can read (a count through the REST API, independent of the page). */
async function countOf(path: string): Promise<number> {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'GET', path);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

async function perKindTotal(query: string): Promise<number> {
  let total = 0;
  for (const kind of kinds) total += await countOf(`${kind}?select=id&${query}`);
  return total;
}

const attention = (page: Page) => page.getByRole('list', { name: '확인할 일' });

/** The KST minute of an ISO moment: `2026-12-03 10:30 KST`. */
function kst(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)} KST`;
}

test('the counts match the database, with the scheduled items’ moments', async ({ page }) => {
  const now = new Date().toISOString();
  const expected = {
    drafts: await perKindTotal('status=eq.draft'),
    pending: await countOf('pending_versions?select=id'),
    reviews: await countOf('review_requests?select=id&status=eq.open'),
    scheduled: await perKindTotal(`status=eq.published&published_at=gt.${encodeURIComponent(now)}`),
    noEnglish: await perKindTotal('title_en=is.null'),
    inquiries: await countOf('inquiries?select=id&status=eq.new'),
  };
  expect(expected.drafts).toBeGreaterThanOrEqual(3);
  expect(expected.scheduled).toBeGreaterThanOrEqual(1);

  await signInAsAdmin(page, site.url);
  const list = attention(page);
  await expect(list.getByRole('link', { name: `초안 ${expected.drafts}`, exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: `대기 버전 ${expected.pending}`, exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: `검토 요청 ${expected.reviews}`, exact: true })).toBeVisible();
  await expect(
    list.getByRole('link', { name: `예약된 게시물 ${expected.scheduled}`, exact: true }),
  ).toBeVisible();
  await expect(
    list.getByRole('link', { name: `영어 버전 없는 항목 ${expected.noEnglish}`, exact: true }),
  ).toBeVisible();
  await expect(list.getByRole('link', { name: `새 문의 ${expected.inquiries}`, exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: '메일 발송 실패 0', exact: true })).toBeVisible();
  await expect(list.getByText(`${SCHEDULED} · ${kst(scheduledAt)}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the links lead to the filtered lists', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  const drafts = attention(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^초안 \d+$/ }) });
  await drafts.getByRole('link', { name: /^영상 \d+건$/ }).click();
  await expect(page).toHaveURL(`${site.url}/admin?kind=youtube&status=draft`);
  await expect(page.getByRole('link', { name: VIDEO_DRAFT, exact: true })).toBeVisible();

  await page.goto(`${site.url}/admin`);
  await attention(page)
    .getByRole('link', { name: /^예약된 게시물 \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/admin\?(kind=\w+&)?status=scheduled$/);

  await page.goto(`${site.url}/admin`);
  await attention(page)
    .getByRole('link', { name: /^검토 요청 \d+$/ })
    .click();
  await expect(page).toHaveURL(`${site.url}/admin/review`);

  await page.goto(`${site.url}/admin`);
  await attention(page)
    .getByRole('link', { name: /^새 문의 \d+$/ })
    .click();
  await expect(page).toHaveURL(`${site.url}/admin/inquiries?status=new`);
});

test('an editor sees the content counts but not inquiries or failed e-mails', async ({ page }) => {
  await signInAsEditor(page, site.url);
  const list = attention(page);
  await expect(list.getByRole('link', { name: /^초안 \d+$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^새 문의/ })).toHaveCount(0);
  await expect(list.getByRole('link', { name: /^메일 발송 실패/ })).toHaveCount(0);
});
