import { expect, test } from '../../src/fixtures';
import { type ContentRoute, checkA11y, checkTemplate, openContentPage, testRoutesLoad } from './contentPages';

const routes: ContentRoute[] = [
  { path: '/company/intro/Intro', pageKey: 'company_intro_intro' },
  { path: '/company/intro/Vision', pageKey: 'company_intro_vision' },
  { path: '/company/intro/History', pageKey: 'company_intro_history' },
  { path: '/company/intro/CI', pageKey: 'company_intro_ci' },
  { path: '/company/Leadership', pageKey: 'company_leadership' },
  { path: '/company/Location', pageKey: 'company_location' },
];

testRoutesLoad(routes);

test('the intro template states the Ulsan plant capacity and the data date, and looks right', async ({
  page,
  site,
}) => {
  await openContentPage(page, `${site.url}/company/intro/Intro`, '회사 개요');
  await expect(page.getByText('약 275억 원').first()).toBeVisible();
  await expect(page.getByText('2025년 2분기 기준')).toBeVisible();
  await checkTemplate(page, 'company-intro');
});

test('the history template lists every year from 2025 back to 2019, and looks right', async ({
  page,
  site,
}) => {
  await openContentPage(page, `${site.url}/company/intro/History`, '연혁');
  const years = page.getByRole('list', { name: '연혁' }).getByRole('heading', { level: 3 });
  await expect(years).toHaveText(['2025', '2024', '2023', '2022', '2021', '2020', '2019']);
  await checkTemplate(page, 'company-history');
});

test('the CI and location pages show their illustrations and pass axe', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/en/company/intro/CI`, 'CI');
  await expect(page.getByRole('img', { name: 'CleanAir Tech logo', exact: true }).first()).toBeVisible();
  await checkA11y(page);
  await openContentPage(page, `${site.url}/ko/company/Location`, '오시는 길');
  await expect(page.getByRole('img', { name: /위치 약도/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '052-270-1200' })).toBeVisible();
  await checkA11y(page);
});

test('the vision and leadership pages pass axe', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/en/company/intro/Vision`, 'Vision');
  await checkA11y(page);
  await openContentPage(page, `${site.url}/ko/company/Leadership`, '경영진');
  await checkA11y(page);
});
