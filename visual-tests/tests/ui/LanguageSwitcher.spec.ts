import { expect, test } from '../../src/fixtures';
import { openStory } from '../../src/storybook';

test('LanguageSwitcher closes after a pick and on an outside mousedown', async ({ page, storybook }) => {
  await openStory(page, storybook.url, 'navigation-languageswitcher--korean');
  const toggle = page.getByRole('button', { name: '언어 선택 KR' });
  await toggle.click();
  await page.getByRole('button', { name: 'EN English' }).click();
  const english = page.getByRole('button', { name: '언어 선택 EN' });
  await expect(english).toHaveAttribute('aria-expanded', 'false');
  await english.click();
  await expect(page.getByRole('button', { name: 'KR 한국어' })).toBeVisible();
  await page.mouse.click(20, 150);
  await expect(page.getByRole('button', { name: 'KR 한국어' })).toBeHidden();
});
