import { expect, test } from '../../src/fixtures';
import { openContentPage } from './contentPages';

test('the sitemap links on to the pages it lists', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/Sitemap`, '사이트맵');
  await page.getByRole('main').getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/careers\/info\/FAQ$/);
});

test('the privacy page’s contents link to its articles', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/Privacy`, '개인정보처리방침');
  await page.getByRole('navigation', { name: '목차' }).getByRole('link').nth(9).click();
  await expect(page).toHaveURL(/#privacy-s10$/);
});
