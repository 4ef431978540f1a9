import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

// What jsdom cannot show: real typing, selection, the 320 px area, the link dialog and the file picker.

test('types, formats from the toolbar with pressed states, and undoes', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'editor-richeditor--empty');
  const area = page.getByRole('textbox', { name: '본문' });
  await area.click();
  await page.keyboard.type('클린룸 준공');
  await expect(area).toHaveText('클린룸 준공');

  await page.keyboard.press('ControlOrMeta+a');
  const bold = page.getByRole('button', { name: '굵게' });
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(area.locator('strong')).toHaveText('클린룸 준공');

  await page.getByRole('button', { name: '제목 2' }).click();
  await expect(page.getByRole('button', { name: '제목 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(area.locator('h2')).toHaveText('클린룸 준공');
  // The selection stayed in the editor: the toolbar never took focus from it.
  await expect(area).toBeFocused();

  await page.keyboard.press('ControlOrMeta+z');
  await expect(area.locator('h2')).toHaveCount(0);
  await expect(area.locator('strong')).toHaveText('클린룸 준공');
});

test('the editing area is 320 px high and scrolls its content', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'editor-richeditor--korean');
  const scroller = page.getByRole('textbox', { name: '본문' }).locator('..');
  expect((await scroller.boundingBox())?.height).toBe(320);
  await page.getByRole('textbox', { name: '본문' }).click();
  for (let line = 0; line < 14; line++) await page.keyboard.press('Enter');
  const overflow = await scroller.evaluate((node) => node.scrollHeight > node.clientHeight);
  expect(overflow).toBe(true);
  expect((await scroller.boundingBox())?.height).toBe(320);
});

test('links through a small dialog and refuses unsafe protocols', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'editor-richeditor--empty');
  const area = page.getByRole('textbox', { name: '본문' });
  await area.click();
  await page.keyboard.type('보도자료');
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('button', { name: '링크' }).click();
  const dialog = page.getByRole('dialog', { name: '링크 넣기' });
  const address = dialog.getByRole('textbox', { name: '링크 주소' });
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: '적용' }).click();
  await expect(dialog.getByRole('alert')).toContainText('http, https, mailto, tel, sms');
  await expect(area.locator('a')).toHaveCount(0);

  await address.fill('mailto:ir@example.com');
  await address.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(area.locator('a')).toHaveAttribute('href', 'mailto:ir@example.com');
  await expect(page.getByRole('button', { name: '링크' })).toHaveAttribute('aria-pressed', 'true');
});

test('the image button asks for the file and its description, uploads it and inserts the image; a failure is reported', async ({
  page,
  storybook,
}) => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const insertThroughDialog = async () => {
    await page.getByRole('textbox', { name: '본문' }).click();
    await page.getByRole('button', { name: '이미지', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '본문에 이미지 넣기' });
    await dialog
      .getByLabel(/^이미지 파일/)
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
    await dialog.getByLabel(/^이미지 설명/).fill('클린룸 전경');
    await dialog.getByRole('button', { name: '본문에 넣기' }).click();
    return dialog;
  };

  await openStory(page, storybook.url, 'editor-richeditor--empty');
  const dialog = await insertThroughDialog();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: '본문' }).locator('img')).toHaveAttribute(
    'alt',
    '클린룸 전경',
  );

  await openStory(page, storybook.url, 'editor-richeditor--upload-fails');
  const failing = await insertThroughDialog();
  await expect(page.getByRole('alert')).toHaveText('이미지 업로드에 실패했습니다.');
  // The dialog stays open with what was entered, so nothing typed is lost.
  await expect(failing.getByLabel(/^이미지 설명/)).toHaveValue('클린룸 전경');
  await expect(page.getByRole('textbox', { name: '본문' }).locator('img')).toHaveCount(0);
});

test('typing right after an image goes after it, and undo and redo go step by step @desktop-only', async ({
  page,
  storybook,
}) => {
  await openStory(page, storybook.url, 'editor-richeditor--korean');
  const area = page.getByRole('textbox', { name: '본문' });
  const before = await area.innerHTML();
  await area.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.getByRole('button', { name: '이미지', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '본문에 이미지 넣기' });
  await dialog.getByLabel(/^이미지 파일/).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await dialog.getByLabel(/^이미지 설명/).fill('클린룸 전경');
  await dialog.getByRole('button', { name: '본문에 넣기' }).click();
  await expect(dialog).toBeHidden();
  const image = area.locator('img[alt="클린룸 전경"]');
  await expect(image).toHaveCount(1);
  // The caret is in a new paragraph after the image, not on the image (which the next key would replace).
  await expect(image).not.toHaveClass(/ProseMirror-selectednode/);
  await expect(area).toBeFocused();

  // Typed at once: the insertion and the typing are still two undo steps.
  await page.keyboard.type('사진 아래 문장');
  await expect(image).toHaveCount(1);
  await expect(area.locator('img[alt="클린룸 전경"] + p')).toHaveText('사진 아래 문장');

  await page.keyboard.press('ControlOrMeta+z');
  await expect(area).not.toContainText('사진 아래 문장');
  await expect(image).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(image).toHaveCount(0);
  await expect(area).toContainText('정밀함은 공기에서 시작됩니다.');
  // The story's body is where undo stops.
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => area.innerHTML()).toBe(before);

  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(image).toHaveCount(1);
  await expect(area).not.toContainText('사진 아래 문장');
  await page.keyboard.press('ControlOrMeta+y');
  await expect(area.locator('img[alt="클린룸 전경"] + p')).toHaveText('사진 아래 문장');
});

test('the toolbar is one tab stop with arrow-key movement', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'editor-richeditor--empty');
  // The editor is created after the first render, and its toolbar is disabled until then.
  await expect(page.getByRole('textbox', { name: '본문' })).toBeVisible();
  await expect(page.getByRole('button', { name: '제목 1' })).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '제목 1' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: '제목 2' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: '서식 지우기' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: '본문' })).toBeFocused();
});
