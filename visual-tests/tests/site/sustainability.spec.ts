import { expect, test } from '../../src/fixtures';
import {
  type ContentRoute,
  checkA11y,
  checkTemplate,
  expectedTitle,
  openContentPage,
  testRoutesLoad,
} from './contentPages';

const routes: ContentRoute[] = [
  { path: '/sustainability/Overview', pageKey: 'sustainability_overview' },
  { path: '/sustainability/Environment', pageKey: 'sustainability_environment' },
  { path: '/sustainability/Social', pageKey: 'sustainability_social' },
  { path: '/sustainability/Governance', pageKey: 'sustainability_governance' },
];

testRoutesLoad(routes);

test('the sustainability template (social) spells ALIVE and looks right', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/sustainability/Social`, '사회');
  const values = page.getByRole('region', { name: 'ALIVE — 우리가 일하는 방식' });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    '책임',
    '배움',
    '정직',
    '가치',
    '공감',
  ]);
  await checkTemplate(page, 'sustainability-social');
});

test('the overview, environment and governance pages pass axe', async ({ page, site }) => {
  for (const route of routes.filter((r) => r.pageKey !== 'sustainability_social')) {
    await openContentPage(page, site.url + route.path, expectedTitle(route, 'ko'));
    await checkA11y(page);
  }
});
