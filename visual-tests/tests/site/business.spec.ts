import { expect, test } from '../../src/fixtures';
import { openContentPage } from './contentPages';

test('the overview links on to every listed business page', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/en/business/Business`, 'Business overview');
  await page.getByRole('main').getByRole('link', { name: 'Durafiltex C' }).click();
  await expect(page).toHaveURL(/\/en\/business\/materials\/DurafiltexC$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Durafiltex C');
});
