import type { Page } from '@playwright/test';
import { expect, type RunningSite, test } from '../../src/fixtures';
import { notice, rest, signInAsAdmin, solidPng } from './helpers';

// The editors' 한국어 / English tabs (issue 29): English is optional but whole, refused in the admin's
// language with its tab marked, and switching tabs never loses what was typed. The flows run once, at
// desktop size (src/projects.ts); the tabs' look at both sizes is in their stories.
let site: RunningSite;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
});

const refusedWrite = /status of 4\d\d .*\/rest\/v1\//;

async function typeInto(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name, exact: true });
  await editor.click();
  await editor.pressSequentially(text);
}

async function row<T>(table: string, id: number): Promise<T | undefined> {
  const response = await rest(site.url, null, 'GET', `${table}?id=eq.${id}&select=*`);
  return ((await response.json()) as T[])[0];
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

test('news: create with both languages; half an English version is refused; nothing is lost switching tabs', async ({
  page,
}) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/news/new`);
  await expect(page.getByRole('tablist', { name: '언어' })).toBeVisible();
  await expect(tab(page, /^한국어 필수/)).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('textbox', { name: '제목', exact: true }).fill('영문판과 함께 쓴 뉴스');
  await page.getByLabel('썸네일 이미지').setInputFiles({
    name: 'thumb.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 40, [20, 86, 216]),
  });
  await typeInto(page, '본문', '한국어 본문입니다.');

  await tab(page, /^English 선택/).click();
  await page.getByRole('textbox', { name: '제목 (영문)' }).fill('News written in both languages');
  // Back to Korean and forth again: both languages' text is still there.
  await tab(page, /^한국어 필수/).click();
  await expect(page.getByRole('textbox', { name: '제목', exact: true })).toHaveValue('영문판과 함께 쓴 뉴스');
  await expect(page.getByRole('textbox', { name: '본문', exact: true })).toHaveText('한국어 본문입니다.');
  await tab(page, /^English 선택/).click();
  await expect(page.getByRole('textbox', { name: '제목 (영문)' })).toHaveValue(
    'News written in both languages',
  );

  // A title without a body is half a version: refused in Korean (the admin's language), the tab marked.
  await tab(page, /^한국어 필수/).click();
  await page.getByRole('button', { name: '지금 게시' }).click();
  await expect(notice(page, '영문판은 제목과 본문을 모두 입력하거나 모두 비워 두어야 합니다.')).toBeVisible();
  await expect(tab(page, /^English 선택 입력 오류/)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/admin\/news\/new$/);

  await typeInto(page, '본문 (영문)', 'An English body.');
  await page.getByRole('button', { name: '지금 게시' }).click();
  // The first save opens the new item's own editor.
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await row<{ title: string; title_en: string; content_en: string }>('news', id);
  expect(saved).toMatchObject({ title: '영문판과 함께 쓴 뉴스', title_en: 'News written in both languages' });
  expect(saved?.content_en).toContain('An English body.');

  await page.goto(`${site.url}/en/newsroom/News/${id}`);
  await expect(page.locator('main article > header h2')).toHaveText('News written in both languages');
  await expect(page.locator('main article')).toContainText('An English body.');

  // Edit: the English tab holds the saved version; emptying both fields removes it.
  // Under /ko: visiting the English page made English this visitor's choice for unprefixed pages.
  await page.goto(`${site.url}/ko/newsroom/News/${id}/edit`);
  await tab(page, /^English 선택/).click();
  await expect(page.getByRole('textbox', { name: '제목 (영문)' })).toHaveValue(
    'News written in both languages',
  );
  await expect(page.getByRole('textbox', { name: '본문 (영문)' })).toHaveText('An English body.');
  await page.getByRole('textbox', { name: '제목 (영문)' }).fill('');
  await page.getByRole('button', { name: '수정 완료' }).click();
  await expect(notice(page, '영문판은 제목과 본문을 모두 입력하거나 모두 비워 두어야 합니다.')).toBeVisible();
  const body = page.getByRole('textbox', { name: '본문 (영문)' });
  await body.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: '수정 완료' }).click();
  await expect(page).toHaveURL(`${site.url}/ko/newsroom/News/${id}`);
  expect(await row('news', id)).toMatchObject({ title_en: null, content_en: null });
  await page.goto(`${site.url}/en/newsroom/News/${id}`);
  await expect(page.locator('main article > header h2 [lang="ko"]')).toHaveText('영문판과 함께 쓴 뉴스');
});

test('e-notices in the English admin: errors in English, KO / EN marks in the list', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedWrite);
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/en/admin/announcement/new`);
  await expect(page.getByRole('tablist', { name: 'Language' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Notice title', exact: true }).fill('영문 없이 시작한 공고');
  await typeInto(page, 'Notice body', '공고 본문');
  await tab(page, /^English optional/).click();
  await typeInto(page, 'Body (English)', 'Only a body, no title.');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(notice(page, 'An English version needs both a title and a body, or neither.')).toBeVisible();
  await expect(tab(page, /^English optional has an error/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Title (English)' }).fill('A notice with an English version');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(notice(page, 'Published.')).toBeVisible();

  const list = page.getByRole('table', { name: 'E-notices' });
  // A seeded notice without English, found by a word of its title: other files' notices on the worker's server
  // may fill the list's first page.
  await page.goto(`${site.url}/en/admin?kind=announcement&q=${encodeURIComponent('기준일')}`);
  const seeded = list
    .getByRole('row')
    .filter({ hasText: '임시주주총회 소집을 위한 기준일 설정 공고' })
    .first();
  await expect(seeded.getByText('No English version', { exact: true })).toBeAttached();

  await page.goto(`${site.url}/en/admin?kind=announcement`);
  const item = list.getByRole('row').filter({ hasText: '영문 없이 시작한 공고' }).first();
  await expect(item.getByText('English version', { exact: true })).toBeAttached();
  await expect(item.getByText('EN', { exact: true })).toBeVisible();

  // The editor loads the English version into its tab.
  await item.getByRole('link', { name: 'Edit: 영문 없이 시작한 공고' }).click();
  await tab(page, /^English optional/).click();
  await expect(page.getByRole('textbox', { name: 'Title (English)' })).toHaveValue(
    'A notice with an English version',
  );
});

test('videos and meeting notices: an English title on its own tab; an English body needs an English title', async ({
  page,
}) => {
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/youtube/new`);
  await page.getByRole('textbox', { name: '제목', exact: true }).fill('영문 제목이 있는 영상');
  await page.getByRole('textbox', { name: 'index' }).fill('dQw4w9WgXcQ');
  await tab(page, /^English 선택/).click();
  await page.getByRole('textbox', { name: '제목 (영문)' }).fill('  A video with an English title ');
  await page.getByRole('button', { name: '지금 게시' }).click();
  await expect(notice(page, '게시했습니다.')).toBeVisible();
  const videos = (await (
    await rest(site.url, null, 'GET', 'youtube?select=title,title_en&order=id.desc&limit=1')
  ).json()) as { title: string; title_en: string }[];
  expect(videos[0]).toEqual({ title: '영문 제목이 있는 영상', title_en: 'A video with an English title' });

  await page.goto(`${site.url}/admin/shareholders/new`);
  await page.getByRole('textbox', { name: '공고 제목', exact: true }).fill('영문 안내가 있는 소집공고');
  await tab(page, /^English 선택/).click();
  await typeInto(page, '본문 (영문)', 'Agenda to follow.');
  await page.getByRole('button', { name: '지금 게시' }).click();
  await expect(notice(page, '영문 내용을 입력했다면 영문 제목도 입력해야 합니다.')).toBeVisible();
  await page.getByRole('textbox', { name: '제목 (영문)' }).fill('Notice of a general meeting');
  await page.getByRole('button', { name: '지금 게시' }).click();
  await expect(notice(page, '게시했습니다.')).toBeVisible();
  const meetings = (await (
    await rest(site.url, null, 'GET', 'shareholders?select=title_en,content_en&order=id.desc&limit=1')
  ).json()) as { title_en: string; content_en: string }[];
  expect(meetings[0]?.title_en).toBe('Notice of a general meeting');
  expect(meetings[0]?.content_en).toContain('Agenda to follow.');
});
