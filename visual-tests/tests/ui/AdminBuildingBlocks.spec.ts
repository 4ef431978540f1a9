import type { Page } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';
import { lineCount } from '../../src/text-lines';

// The admin building blocks where only a real browser tells: the drop zone's file chooser by click and by
// keyboard, drops and pastes carrying real files, and the sortable table's buttons at both widths.

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Sends a drop or a paste carrying one file to the element (or the page), as the browser makes them. */
async function sendFile(
  page: Page,
  kind: 'drop' | 'paste',
  file: { name: string; type: string },
  selector?: string,
) {
  await page.evaluate(
    ({ kind, file, selector, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], file.name, { type: file.type }));
      const target = selector ? document.querySelector(selector) : (document.activeElement ?? document.body);
      if (!target) throw new Error(`nothing at ${selector}`);
      const event =
        kind === 'drop'
          ? new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data })
          : new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data });
      target.dispatchEvent(event);
    },
    { kind, file, selector, bytes: [...png] },
  );
}

test.describe('DropZone', () => {
  test('opens the file chooser on a click, on Enter and on Space, and previews the chosen image', async ({
    page,
    storybook,
  }) => {
    await openStory(page, storybook.url, 'forms-dropzone--empty');
    const input = page.getByLabel('썸네일 이미지');
    for (const open of [
      () => page.getByText('썸네일 이미지').click(),
      () => input.press('Enter'),
      () => input.press('Space'),
    ]) {
      const chooser = page.waitForEvent('filechooser');
      await input.focus();
      await open();
      await (await chooser).setFiles({ name: 'cleanroom.png', mimeType: 'image/png', buffer: png });
    }
    await expect(page.locator('label img')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('takes a dropped image and refuses a dropped PDF with an alert', async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'forms-dropzone--empty');
    await sendFile(page, 'drop', { name: 'report.pdf', type: 'application/pdf' }, 'label');
    await expect(page.getByRole('alert')).toHaveText('PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.');
    await expect(page.getByLabel('썸네일 이미지')).toHaveAttribute('aria-invalid', 'true');
    await sendFile(page, 'drop', { name: 'cleanroom.png', type: 'image/png' }, 'label');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('label img')).toHaveAttribute('src', /^blob:/);
  });

  test('takes a pasted image while focused, and while the pointer is over it', async ({
    page,
    storybook,
  }) => {
    await openStory(page, storybook.url, 'forms-dropzone--empty');
    await page.getByLabel('썸네일 이미지').focus();
    await sendFile(page, 'paste', { name: 'notes.txt', type: 'text/plain' });
    await expect(page.getByRole('alert')).toHaveText('PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.');

    await page.getByLabel('썸네일 이미지').blur();
    await page.getByText('썸네일 이미지').hover();
    await sendFile(page, 'paste', { name: 'clip.png', type: 'image/png' }, 'body');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('label img')).toHaveAttribute('src', /^blob:/);
  });

  test('refuses a file over the size limit', async ({ page, storybook }) => {
    await openStory(page, storybook.url, 'forms-dropzone--empty');
    await page.getByLabel('썸네일 이미지').setInputFiles({
      name: 'large.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole('alert')).toHaveText('10MB 이하의 이미지만 올릴 수 있습니다.');
  });
});

test('SortableTable sorts by its header buttons and says the sort with aria-sort', async ({
  page,
  storybook,
}) => {
  await openStory(page, storybook.url, 'data-display-sortabletable--sorted-by-updated');
  const title = page.getByRole('columnheader', { name: /제목/ });
  const firstTitle = page.getByRole('row').nth(1).getByRole('link');
  await expect(page.getByRole('columnheader', { name: /수정일/ })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: '제목: 오름차순 정렬' }).click();
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstTitle).toHaveText('2026 클린테크 세미나 참가 안내');
  await page.getByRole('button', { name: '제목: 내림차순 정렬' }).click();
  await expect(title).toHaveAttribute('aria-sort', 'descending');
  await expect(firstTitle).toHaveText('평택 반도체 클린룸 2단계 준공');
  await expect(page.getByRole('columnheader', { name: /수정일/ })).toHaveAttribute('aria-sort', 'none');
});

test('a nowrap column keeps its moments on one line when the table is squeezed @desktop-only', async ({
  page,
  storybook,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openStory(page, storybook.url, 'data-display-sortabletable--sorted-by-updated');
  const lines = (cell: string) => lineCount(page.getByRole('cell', { name: cell, exact: true }));
  // The updated column is nowrap; the title column is not, and wraps in the same squeeze.
  expect(await lines('2026-11-24 17:40')).toBe(1);
  expect(await lines('나노 섬유 필터 DURAFILTEX C 양산 개시')).toBeGreaterThan(1);
});

test('DateTimePicker takes a typed moment', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'forms-datetimepicker--empty');
  const input = page.getByLabel('게시 예약 일시');
  await input.fill('2026-12-01T09:00');
  await expect(input).toHaveValue('2026-12-01T09:00');
});
