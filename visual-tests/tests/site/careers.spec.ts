import { expect, test } from '../../src/fixtures';
import { checkA11y, openContentPage } from './contentPages';

test('the jobs tabs switch by click and by keyboard', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/careers/Jobs`, '직무소개');
  const tabs = page.getByRole('tablist', { name: '조직별 직무' }).getByRole('tab');
  await expect(tabs).toHaveCount(6);

  await page.getByRole('tab', { name: 'E&C사업부' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('E&C사업부');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'R&D센터' })).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('R&D센터');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText('경영지원본부');
});

test('the FAQ searches and pages through the URL, discloses answers (axe with one open)', async ({
  page,
  site,
}) => {
  await openContentPage(page, `${site.url}/careers/info/FAQ`, '자주 묻는 질문');
  const list = page.getByRole('list', { name: '자주 묻는 질문' });
  await expect(list.getByRole('listitem')).toHaveCount(5);

  const pager = page.getByRole('navigation', { name: '페이지 이동' });
  await pager.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(list.getByRole('listitem').first()).toContainText('면접은 어떻게 진행되나요?');
  await pager.getByRole('button', { name: '마지막' }).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(pager.getByRole('button', { name: '다음' })).toBeDisabled();
  await pager.getByRole('button', { name: '처음' }).click();
  await expect(pager.getByRole('button', { name: '이전' })).toBeDisabled();

  await page.getByRole('searchbox', { name: 'FAQ 검색' }).fill('점심시간');
  await page.getByRole('searchbox', { name: 'FAQ 검색' }).press('Enter');
  await expect(page).toHaveURL(/\?q=/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const question = list.getByRole('button', { name: /점심시간이 1시간 30분이라는데/ });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('12:00부터 13:30까지 1시간 30분의 점심시간')).toBeVisible();
  await checkA11y(page);

  await page.goto(`${site.url}/en/careers/info/FAQ?q=voucher`);
  await expect(page.getByRole('list', { name: 'FAQ' }).getByRole('listitem')).toHaveCount(1);
});
