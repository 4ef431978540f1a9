import type { Page } from '@playwright/test';
import { expect, type RunningSite, test } from '../../src/fixtures';
import { ADMIN, insertAsAdmin, notice, passwordToken, rest, signInAsAdmin } from './helpers';

/**
 * Ctrl+S (Cmd+S on a Mac) saves the open form and keeps the person in it, wherever the focus is: a draft is
 * updated, a live item gets a pending version (visitors see no change), and the browser's own "save page" never
 * opens. Runs at both widths.
 */
let site: RunningSite;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
});

const titleBox = (page: Page) => page.getByRole('textbox', { name: '제목', exact: true });

async function staffRow(id: number): Promise<Record<string, unknown> | undefined> {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'GET', `news?id=eq.${id}&select=*`);
  return ((await response.json()) as Record<string, unknown>[])[0];
}

/** Whether the last Ctrl/Cmd+S reached the page with its default (the browser's save dialog) prevented. */
async function watchShortcut(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { lastSaveKeyPrevented?: boolean };
    window.addEventListener('keydown', (event) => {
      if (event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey)) {
        // Read after every listener has run.
        setTimeout(() => {
          w.lastSaveKeyPrevented = event.defaultPrevented;
        });
      }
    });
  });
}

test('Ctrl+S saves a draft and stays in the editor, even from the body', async ({ page }) => {
  const id = await insertAsAdmin(site.url, 'news', {
    title: '단축키 초안',
    content: '<p>처음 본문</p>',
    thumbnail: '/media/news-placeholder.svg',
    status: 'draft',
  });
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/news/${id}`);
  await watchShortcut(page);
  await titleBox(page).fill('단축키로 저장한 초안');
  await titleBox(page).press('Control+s');
  await expect(notice(page, '저장했습니다.')).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
  expect(await page.evaluate(() => (window as { lastSaveKeyPrevented?: boolean }).lastSaveKeyPrevented)).toBe(
    true,
  );
  await expect.poll(async () => (await staffRow(id))?.title).toBe('단축키로 저장한 초안');
  expect((await staffRow(id))?.status).toBe('draft');

  // From inside the body's editor, with Meta (a Mac's Cmd).
  const body = page.getByRole('textbox', { name: /본문/ }).first();
  await body.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' 더한 문장');
  await page.keyboard.press('Meta+s');
  await expect.poll(async () => String((await staffRow(id))?.content)).toContain('더한 문장');
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
});

test('Ctrl+S on a live item keeps a pending version; visitors see no change', async ({ page }) => {
  const id = await insertAsAdmin(site.url, 'news', {
    title: '단축키 게시물',
    content: '<p>게시된 본문</p>',
    thumbnail: '/media/news-placeholder.svg',
  });
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/news/${id}`);
  await titleBox(page).fill('단축키 게시물 (대기)');
  await page.keyboard.press('Control+s');
  await expect(
    notice(page, '변경 사항을 대기 버전으로 저장했습니다. 공개 사이트는 그대로입니다.'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
  expect((await staffRow(id))?.title).toBe('단축키 게시물');
});
