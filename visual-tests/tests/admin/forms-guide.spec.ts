import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, type RunningSite, test } from '../../src/fixtures';
import { ADMIN, insertAsAdmin, notice, passwordToken, rest, signInAsAdmin, solidPng } from './helpers';

/**
 * Forms that guide: a draft needs only a title and the editor stays open after a save; publishing marks each
 * missing field (and the database refuses it too); the toolbar's image button asks for the image and its
 * description; thumbnails have descriptions, used for og:image:alt. Runs at both widths.
 */
let site: RunningSite;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
});

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(64, 40, [20, 86, 216]) });
const titleBox = (page: Page) => page.getByRole('textbox', { name: '제목', exact: true });
const bodyBox = (page: Page) => page.getByRole('textbox', { name: '본문', exact: true });
const thumbnailInput = (page: Page) => page.getByLabel(/^썸네일 이미지/);

async function staffRow(id: number): Promise<Record<string, unknown> | undefined> {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'GET', `news?id=eq.${id}&select=*`);
  return ((await response.json()) as Record<string, unknown>[])[0];
}

/** A new news draft saved through the form with only a title; resolves with its id (from its editor's URL). */
async function draftWithOnlyATitle(page: Page, title: string): Promise<number> {
  await page.goto(`${site.url}/admin/news/new`);
  await titleBox(page).fill(title);
  await page.getByRole('button', { name: '임시 저장', exact: true }).click();
  await expect(notice(page, '임시 저장했습니다. 공개 사이트에는 보이지 않습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('a draft saves with only a title and the editor stays open', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  const id = await draftWithOnlyATitle(page, '제목만 있는 초안');
  await expect(titleBox(page)).toHaveValue('제목만 있는 초안');
  expect(await staffRow(id)).toMatchObject({ status: 'draft', thumbnail: null, content: null });

  // A second save stays too (no trip back to the list).
  await titleBox(page).fill('제목만 있는 초안 (고침)');
  await page.getByRole('button', { name: '임시 저장', exact: true }).click();
  await expect(notice(page, '저장했습니다.')).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
  await expect.poll(async () => (await staffRow(id))?.title).toBe('제목만 있는 초안 (고침)');
});

test('publishing without thumbnail and body marks both, the first focused', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  const id = await draftWithOnlyATitle(page, '게시할 준비가 안 된 뉴스');
  // Publishing needs them: the labels say so (a mark, and words for screen readers).
  await expect(page.getByText('* 표시는 게시에 필요한 항목입니다.', { exact: false })).toBeVisible();
  await expect(thumbnailInput(page)).toHaveAccessibleName('썸네일 이미지');
  await expect(thumbnailInput(page)).toHaveAttribute('required', '');
  await expect(bodyBox(page)).toHaveAttribute('aria-required', 'true');

  await page.getByRole('button', { name: '지금 게시' }).click();
  await expect(notice(page, '제목/썸네일/본문을 모두 입력해야 합니다.')).toBeVisible();
  await expect(thumbnailInput(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(thumbnailInput(page)).toHaveAccessibleDescription(/게시하려면 썸네일 이미지가 필요합니다/);
  await expect(bodyBox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(bodyBox(page)).toHaveAccessibleDescription('게시하려면 본문이 필요합니다.');
  await expect(page.getByText('게시하려면 본문이 필요합니다.')).toBeVisible();
  await expect(thumbnailInput(page)).toBeFocused();
  await expect(titleBox(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  expect(await staffRow(id)).toMatchObject({ status: 'draft' });

  // Filled in, with the thumbnail's description, it publishes and stays in the editor.
  await thumbnailInput(page).setInputFiles(png('thumb.png'));
  await expect(thumbnailInput(page)).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: '썸네일 설명 (대체 텍스트)' }).fill('파란 클린룸 패널');
  await bodyBox(page).click();
  await page.keyboard.type('이제 본문이 있습니다.');
  await expect(bodyBox(page)).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: '지금 게시' }).click();
  await expect(notice(page, '게시했습니다.')).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
  await expect.poll(async () => (await staffRow(id))?.status, { timeout: 15_000 }).toBe('published');
  expect(await staffRow(id)).toMatchObject({ thumbnail_alt: '파란 클린룸 패널' });

  await page.goto(`${site.url}/newsroom/News/${id}`);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', '파란 클린룸 패널');
});

test('the database refuses a publish without a thumbnail, naming it', async () => {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'POST', 'news', {
    title: '썸네일 없는 게시',
    content: '<p>본문</p>',
    status: 'published',
  });
  expect(response.status).toBe(422);
  const body = (await response.json()) as { code: string; details: string };
  expect(body.code).toBe('PT422');
  expect(JSON.parse(body.details)).toEqual({ missing: ['thumbnail'] });
});

test("the toolbar's image button asks for the image and its description, and edits it", async ({ page }) => {
  await signInAsAdmin(page, site.url);
  const id = await draftWithOnlyATitle(page, '본문 이미지가 있는 초안');
  const toolbarImage = page.getByRole('button', { name: '이미지', exact: true }).first();

  await toolbarImage.click();
  const dialog = page.getByRole('dialog', { name: '본문에 이미지 넣기' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('PNG, JPG, GIF 또는 WebP (최대 10MB)')).toBeVisible();
  await dialog.getByRole('button', { name: '본문에 넣기' }).click();
  await expect(dialog.getByLabel(/^이미지 파일/)).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(/^이미지 파일/).setInputFiles(png('inline.png'));
  await dialog.getByRole('button', { name: '본문에 넣기' }).click();
  await expect(dialog.getByLabel(/^이미지 설명/)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel(/^이미지 설명/)).toBeFocused();
  await dialog.getByLabel(/^이미지 설명/).fill('웨이퍼 이송 로봇');
  await dialog.getByRole('button', { name: '본문에 넣기' }).click();
  await expect(dialog).toBeHidden();
  const image = bodyBox(page).locator('img');
  await expect(image).toHaveAttribute('alt', '웨이퍼 이송 로봇');
  await expect(image).toHaveAttribute('width', '64');

  // A selected image's description is edited in the same dialog.
  await image.click();
  await toolbarImage.click();
  const edit = page.getByRole('dialog', { name: '이미지 설명 수정' });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel(/^이미지 설명/)).toHaveValue('웨이퍼 이송 로봇');
  await edit.getByLabel(/^이미지 설명/).fill('웨이퍼를 옮기는 로봇 팔');
  await edit.getByRole('button', { name: '저장', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(image).toHaveAttribute('alt', '웨이퍼를 옮기는 로봇 팔');

  await page.getByRole('button', { name: '임시 저장', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
  await expect
    .poll(async () => String((await staffRow(id))?.content ?? ''), { timeout: 15_000 })
    .toContain('alt="웨이퍼를 옮기는 로봇 팔"');
});

test('a body image the server cannot take is refused in the dialog, under 이미지 업로드 실패, keeping what was typed', async ({
  page,
}) => {
  await signInAsAdmin(page, site.url);
  await draftWithOnlyATitle(page, '올릴 수 없는 본문 이미지');
  await page.getByRole('button', { name: '이미지', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '본문에 이미지 넣기' });
  await dialog
    .getByLabel(/^이미지 파일/)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await dialog.getByLabel(/^이미지 설명/).fill('회의록');
  await dialog.getByRole('button', { name: '본문에 넣기' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^이미지 업로드 실패: /);
  await expect(dialog.getByLabel(/^이미지 설명/)).toHaveValue('회의록');
  await expect(bodyBox(page).locator('img')).toHaveCount(0);
});

test("a post's share image is described by its thumbnail's description, in Korean and English", async ({
  page,
}) => {
  const id = await insertAsAdmin(site.url, 'news', {
    title: '설명이 있는 썸네일',
    content: '<p>본문</p>',
    title_en: 'A described thumbnail',
    content_en: '<p>Body</p>',
    thumbnail: '/media/news-placeholder.svg',
    thumbnail_alt: '반도체 공장 전경',
    thumbnail_alt_en: 'The semiconductor plant from above',
    status: 'published',
  });
  await page.goto(`${site.url}/newsroom/News/${id}`);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', '반도체 공장 전경');
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', '반도체 공장 전경');
  await page.goto(`${site.url}/en/newsroom/News/${id}`);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    'The semiconductor plant from above',
  );
});
