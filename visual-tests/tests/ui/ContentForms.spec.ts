import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

// Browser checks for ImageField, ConfirmDialog and Notice: real file pickers, focus and toasts.

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('ImageField previews a new image and refuses a large or non-image file', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'forms-imagefield--with-current-image');
  await expect(page.getByRole('figure', { name: '현재 썸네일' })).toBeVisible();
  const input = page.getByLabel('썸네일', { exact: true });

  await input.setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: png });
  const preview = page.getByRole('figure', { name: '새 썸네일 미리보기' });
  await expect(preview).toBeVisible();
  await expect(preview.locator('img')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('figure', { name: '현재 썸네일' })).toHaveCount(0);

  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole('alert')).toHaveText('10MB 이하의 파일만 올릴 수 있습니다.');
  await input.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByRole('alert')).toHaveText('이미지 파일(PNG, JPG, GIF, WebP)만 올릴 수 있습니다.');
});

test('ConfirmDialog opens on cancel focus, traps focus, closes on Escape and returns focus', async ({
  page,
  storybook,
}) => {
  await openStory(page, storybook.url, 'feedback-confirmdialog--closed');
  const trigger = page.getByRole('button', { name: '취소' });
  await trigger.click();
  const dialog = page.getByRole('alertdialog', { name: '수정을 취소하시겠습니까?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '확인' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('Notice shows a toast from notify() and closes it with its button', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'feedback-notice--info');
  const region = page.getByRole('region', { name: /알림/ });
  await expect(region.getByRole('status')).toHaveText('이미지를 올리는 중입니다');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(region.getByText('저장되었습니다')).toBeVisible();
  await region.getByRole('button', { name: '닫기' }).last().click();
  await expect(region.getByText('저장되었습니다')).toBeHidden();
  await expect(region.getByText('이미지를 올리는 중입니다')).toBeVisible();
});
