import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

test('an 80 px bar that opens to 476 px from its title and closes again', async ({
  page,
  storybook,
}, testInfo) => {
  await openStory(page, storybook.url, 'feedback-newspopup--closed');
  const popup = page.locator('#storybook-root section');
  const toggle = page.getByRole('button', { name: '뉴스룸' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect((await popup.boundingBox())?.height).toBe(80);
  const viewport = page.viewportSize();
  const box = await popup.boundingBox();
  // Fixed to the bottom of the window.
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
  if (testInfo.project.name === 'mobile') expect(box?.width).toBe(viewport?.width);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await popup.boundingBox())?.height).toBe(476);
  const first = page.getByRole('link', { name: /평택 반도체 클린룸/ });
  await expect(first).toBeVisible();
  await expect(first).toContainText('2025-05-20');
  await expect(first).toHaveAttribute('href', '/newsroom/News/31');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await popup.boundingBox())?.height).toBe(80);
  await expect(first).toBeHidden();
});

test('the empty state says so', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'feedback-newspopup--empty');
  await expect(page.getByText('새 소식이 없습니다.')).toBeVisible();
});
