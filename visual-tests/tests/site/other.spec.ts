import { expect, test } from '../../src/fixtures';
import { type ContentRoute, checkA11y, checkTemplate, openContentPage, testRoutesLoad } from './contentPages';

const routes: ContentRoute[] = [
  { path: '/Qna', pageKey: 'qna' },
  { path: '/Privacy', pageKey: 'privacy' },
  { path: '/LegalNotice', pageKey: 'legal_notice' },
  { path: '/Sitemap', pageKey: 'sitemap' },
];

testRoutesLoad(routes);

test('the contact template lists the five categories and looks right', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/Qna`, '문의하기');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([
    '영업 문의',
    '수출 문의',
    '구매 문의',
    'R&D 문의',
    '투자 문의',
  ]);
  await checkTemplate(page, 'other-contact');
});

test('the sitemap template links every section and looks right', async ({ page, site }) => {
  await openContentPage(page, `${site.url}/Sitemap`, '사이트맵');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    '회사소개',
    '사업분야',
    '지속가능경영',
    '투자정보',
    '인재채용',
    '뉴스룸',
    '기타 안내',
  ]);
  await checkTemplate(page, 'other-sitemap');
  await page.getByRole('main').getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/careers\/info\/FAQ$/);
});

test('the privacy and legal notice pages pass axe and their contents link to the articles', async ({
  page,
  site,
}) => {
  await openContentPage(page, `${site.url}/Privacy`, '개인정보처리방침');
  await page.getByRole('navigation', { name: '목차' }).getByRole('link').nth(9).click();
  await expect(page).toHaveURL(/#privacy-s10$/);
  await checkA11y(page);
  await openContentPage(page, `${site.url}/en/LegalNotice`, 'Legal notice');
  await checkA11y(page);
});
