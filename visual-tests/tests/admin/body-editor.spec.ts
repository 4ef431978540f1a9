import { expect, test } from '../../src/fixtures';
import { ADMIN, insertAsAdmin, notice, passwordToken, rest, signInAsAdmin, solidPng } from './helpers';

/**
 * The post editor's body as a writer uses it: what the image dialog inserts stays when typing goes on, and undo
 * and redo go back and forth one step at a time. The editor's own cases are tests/ui/RichEditor.spec.ts.
 */

test('typing right after a body image keeps the image, undo goes step by step, and the save keeps both @desktop-only', async ({
  page,
  // The admin's server: the public site's (`site`) stays as seeded for its tests.
  adminSite: site,
}) => {
  const title = `본문 이미지 뒤에 이어 쓰기 ${Date.now()}`;
  const id = await insertAsAdmin(site.url, 'news', {
    title,
    content: '<p>기존 본문입니다.</p>',
    thumbnail: '/media/news-placeholder.svg',
    status: 'draft',
  });
  await signInAsAdmin(page, site.url);
  await page.goto(`${site.url}/admin/news/${id}`);
  const body = page.getByRole('textbox', { name: '본문', exact: true });
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');

  await page.getByRole('button', { name: '이미지', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: '본문에 이미지 넣기' });
  await dialog
    .getByLabel(/^이미지 파일/)
    .setInputFiles({ name: 'inline.png', mimeType: 'image/png', buffer: solidPng(64, 40, [20, 86, 216]) });
  await dialog.getByLabel(/^이미지 설명/).fill('파란 사각형');
  await dialog.getByRole('button', { name: '본문에 넣기' }).click();
  await expect(dialog).toBeHidden();
  const image = body.locator('img[alt="파란 사각형"]');
  await expect(image).toHaveCount(1);
  await expect(image).not.toHaveClass(/ProseMirror-selectednode/);

  // At once, as a writer goes on typing: the image is not replaced, the text follows it.
  await page.keyboard.type('이미지 아래 설명');
  const after = body.locator('img[alt="파란 사각형"] + p');
  await expect(after).toHaveText('이미지 아래 설명');
  await expect(image).toHaveCount(1);

  await page.keyboard.press('ControlOrMeta+z');
  await expect(body).not.toContainText('이미지 아래 설명');
  await expect(image).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(image).toHaveCount(0);
  await expect(body).toHaveText('기존 본문입니다.');
  // The stored body is where undo stops: it never empties the editor.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(body).toHaveText('기존 본문입니다.');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(image).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(after).toHaveText('이미지 아래 설명');

  await page.getByRole('button', { name: '임시 저장', exact: true }).click();
  await expect(notice(page, '저장했습니다.')).toBeVisible();
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  await expect
    .poll(async () => {
      const response = await rest(site.url, token, 'GET', `news?id=eq.${id}&select=content`);
      return ((await response.json()) as { content: string }[])[0]?.content ?? '';
    })
    .toMatch(/^<p>기존 본문입니다\.<\/p><img [^>]*alt="파란 사각형"[^>]*><p>이미지 아래 설명<\/p>$/);

  await page.reload();
  await expect(body.locator('img[alt="파란 사각형"] + p')).toHaveText('이미지 아래 설명');
});
