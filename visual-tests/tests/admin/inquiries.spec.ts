import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';
import { type RunningServer, repoRoot, startSite } from '../../src/servers';
import { ADMIN, backendConfig, notice, passwordToken, rest, signInAsAdmin } from './helpers';

/** Waits until the page has laid out and every font face its text asked for has loaded (for screenshots). */
async function fontsLoaded(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The staff inbox at /admin/inquiries: visitors are sent to sign in; staff list, search and filter, open an
 * inquiry, change its status, and export the list as CSV (UTF-8 with a BOM), in both languages.
 */
let site: RunningServer;
const HIDE_HEADER = join(repoRoot, 'visual-tests/src/hide-site-header.css');

test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Seeded {
  id: string;
  reference: string;
  company: string;
}
const seeded: Seeded[] = [];

/** Sends an inquiry as a visitor would (anon, through a trusted proxy naming its own address). */
async function sendInquiry(index: number, row: Record<string, unknown>): Promise<Seeded> {
  const { supabaseAnonKey } = await backendConfig(site.url);
  const id = randomUUID();
  const response = await fetch(`${site.url}/rest/v1/inquiries`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      'content-type': 'application/json',
      prefer: 'return=minimal',
      'x-forwarded-for': `203.0.113.${index}`,
    },
    body: JSON.stringify({ id, consent: true, form_fill_ms: 20_000, phone: null, ...row }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return {
    id,
    reference: `INQ-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
    company: String(row.company),
  };
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Its own server, not the shared `adminSite`: it trusts a proxy's client address (TRUST_PROXY), as no other does.
  site = await startSite({ startTimeoutMs: 200_000, env: { TRUST_PROXY: '1' } });
  const rows = [
    {
      category: 'sales',
      company: '한빛반도체',
      name: '김민준',
      email: 'minjun@hanbit.example',
      phone: '010-1234-5678',
      subject: '300평 클린룸 견적 문의',
      message: '반도체 클린룸 신축 공사의 견적을 부탁드립니다.\n희망 착공은 내년 3월입니다.',
      locale: 'ko',
    },
    {
      category: 'export',
      company: 'Nordic Filters AB',
      name: 'Astrid Berg',
      email: 'astrid@nordic.example',
      subject: 'Filter media for a Swedish plant',
      message: 'We need 2,000 m² of filter media, "grade C", delivered by March.',
      locale: 'en',
    },
    {
      category: 'rnd',
      company: '=SUM(1,2)',
      name: '이서연',
      email: 'seoyeon@univ.example',
      subject: '공동 연구 제안',
      message: '필터 성능 시험을 의뢰하고 싶습니다.',
      locale: 'ko',
    },
  ];
  for (const [index, row] of rows.entries()) seeded.push(await sendInquiry(index + 1, row));
});
test.afterAll(async () => {
  await site?.stop();
});

const byCompany = (company: string): Seeded => {
  const found = seeded.find((entry) => entry.company === company);
  if (!found) throw new Error(`no seeded inquiry of ${company}`);
  return found;
};

test('a visitor is sent to sign in', { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.goto(`${site.url}/admin/inquiries`);
  await expect(page).toHaveURL(`${site.url}/login`);
});

test('staff list, search, filter, open an inquiry and change its status (Korean)', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/inquiries`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('3건')).toBeVisible();
  const hanbit = table.getByRole('row').filter({ hasText: '한빛반도체' });
  await expect(hanbit).toContainText('영업 문의');
  await expect(hanbit).toContainText('신규');
  await expect(hanbit).toContainText(new Date().toISOString().slice(0, 4));
  await expectNoSeriousA11yViolations(page);
  await fontsLoaded(page);
  await expect(page.getByRole('main')).toHaveScreenshot('inbox-list-ko.png', {
    mask: [table.getByText(/^INQ-/), table.getByText(/^\d{4}-\d{2}-\d{2}$/)],
    stylePath: HIDE_HEADER,
  });

  await page.getByRole('searchbox', { name: '검색' }).fill('nordic');
  await page.getByRole('searchbox', { name: '검색' }).press('Enter');
  await expect(page).toHaveURL(/q=nordic/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Nordic Filters AB');
  await page.getByRole('searchbox', { name: '검색' }).fill('');
  await page.getByRole('searchbox', { name: '검색' }).press('Enter');
  await expect(table.getByRole('row')).toHaveCount(4);

  await page.getByRole('combobox', { name: '분야' }).selectOption('sales');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('combobox', { name: '분야' }).selectOption('');
  await page.getByRole('combobox', { name: '상태' }).selectOption('done');
  await expect(page.getByText('조건에 맞는 문의가 없습니다.')).toBeVisible();
  await page.getByRole('combobox', { name: '상태' }).selectOption('');

  await table.getByRole('link', { name: '300평 클린룸 견적 문의' }).click();
  const { id, reference } = byCompany('한빛반도체');
  await expect(page).toHaveURL(new RegExp(`id=${id}`));
  await expect(page.getByRole('heading', { name: '300평 클린룸 견적 문의' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: reference })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '희망 착공은 내년 3월입니다.' })).toBeVisible();
  await expect(page.getByText(/발송 대기/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: '처리 상태' }).selectOption('in_progress');
  await page.getByRole('button', { name: '상태 변경' }).click();
  await expect(notice(page, "상태를 '처리 중'(으)로 바꿨습니다.")).toBeVisible();
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const stored = (await (
    await rest(site.url, token, 'GET', `inquiries?id=eq.${id}&select=status`)
  ).json()) as {
    status: string;
  }[];
  expect(stored).toEqual([{ status: 'in_progress' }]);

  await page.getByRole('link', { name: /목록으로/ }).click();
  await expect(table.getByRole('row').filter({ hasText: '한빛반도체' })).toContainText('처리 중');
  await page.getByRole('combobox', { name: '상태' }).selectOption('in_progress');
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('the CSV export is UTF-8 with a BOM, in Korean, and defuses formulas', { tag: DESKTOP_ONLY }, async ({
  page,
}) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/inquiries`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV 내보내기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('접수 번호,접수일,분야,상태,회사명,성함,이메일,연락처,제목,문의 내용');
  const text = bytes.toString('utf8');
  expect(text).toContain(`${byCompany('한빛반도체').reference},`);
  expect(text).toContain(
    '영업 문의,처리 중,한빛반도체,김민준,minjun@hanbit.example,010-1234-5678,300평 클린룸 견적 문의',
  );
  expect(text).toContain('"반도체 클린룸 신축 공사의 견적을 부탁드립니다.\n희망 착공은 내년 3월입니다."');
  expect(text).toContain('"We need 2,000 m² of filter media, ""grade C"", delivered by March."');
  expect(text).toContain(`"'=SUM(1,2)"`);
  expect(lines.filter((line) => line.startsWith('INQ-'))).toHaveLength(3);
});

test('the inbox in English', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/en/admin/inquiries`);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Subject',
    'Company',
    'Type',
    'Status',
    'Reference',
  ]);
  await expect(table.getByRole('row').filter({ hasText: 'Nordic Filters AB' })).toContainText('Export');
  await expect(table.getByRole('row').filter({ hasText: 'Nordic Filters AB' })).toContainText('New');
  await expectNoSeriousA11yViolations(page);
  await table.getByRole('link', { name: 'Filter media for a Swedish plant' }).click();
  await expect(page.getByRole('heading', { name: 'Filter media for a Swedish plant' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
  await expectNoSeriousA11yViolations(page);
  await fontsLoaded(page);
  await expect(page.getByRole('main')).toHaveScreenshot('inbox-detail-en.png', {
    mask: [page.getByRole('definition').filter({ hasText: /^INQ-|KST$/ })],
    stylePath: HIDE_HEADER,
  });
});
