import { expect, test } from '../../src/fixtures';
import { type ContentRoute, checkA11y, checkTemplate, openContentPage, testRoutesLoad } from './contentPages';

const routes: ContentRoute[] = [
  { path: '/business/Business', pageKey: 'business_business' },
  { path: '/business/brands/Aerea', pageKey: 'business_brands_aerea' },
  { path: '/business/brands/Slown', pageKey: 'business_brands_slown' },
  { path: '/business/brands/Necove', pageKey: 'business_brands_necove' },
  { path: '/business/materials/DurafiltexC', pageKey: 'business_materials_durafiltex_c' },
  { path: '/business/project/SemiCleanroom', pageKey: 'business_project_semi_cleanroom' },
  { path: '/business/project/BatteryDryroom', pageKey: 'business_project_battery_dryroom' },
  { path: '/business/project/GmpRoom', pageKey: 'business_project_gmp_room' },
];

testRoutesLoad(routes);

test('the brand template looks right', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/business/brands/Aerea`, '에어리아 Aerea');
  await expect(page.getByRole('img', { name: /에어리아 공기청정 시스템/ })).toBeVisible();
  await checkTemplate(page, 'business-brand');
});

test('the material template (Durafiltex C) shows its claims, layers and comparison, and looks right', async ({
  page,
  site,
}) => {
  await openContentPage(page, `${site.url}/business/materials/DurafiltexC`, '듀라필텍스 C');
  await expect(page.getByText('최대 4배 더 오래 사용')).toBeVisible();
  await expect(page.getByText('압력손실 최대 80% 감소').first()).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(6);
  await checkTemplate(page, 'business-material');
});

test('the project template looks right', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/business/project/SemiCleanroom`, '반도체 클린룸');
  await checkTemplate(page, 'business-project');
});

test('the overview links on to every listed business page and passes axe', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/en/business/Business`, 'Business overview');
  await page.getByRole('main').getByRole('link', { name: 'Durafiltex C' }).click();
  await expect(page).toHaveURL(/\/en\/business\/materials\/DurafiltexC$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Durafiltex C');
  await openContentPage(page, `${site.url}/en/business/Business`, 'Business overview');
  await checkA11y(page);
});
