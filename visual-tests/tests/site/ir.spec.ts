import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';

// The IR pages at both widths (the announcement table becomes cards on a phone), but the not-found answer,
// which no width changes.
test('the e-notice list pages and its search really filters by title, with ?q= in the URL', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/ir/Announcement`);
  const table = page.getByRole('table', { name: '전자공고 목록' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('12');
  await expect(rows.first()).toContainText('임시주주총회 소집을 위한 기준일 설정 공고');
  await expect(rows.first()).toContainText('2025-08-20');
  await expect(page.getByText('총 12건')).toBeVisible();

  await page
    .getByRole('navigation', { name: '페이지 이동' })
    .getByRole('button', { name: '2 페이지' })
    .click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.last()).toContainText('제5기 결산공고');

  await page.getByRole('searchbox', { name: '전자공고 검색' }).fill('결산');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/\?q=%EA%B2%B0%EC%82%B0$/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('제6기 결산공고');
  await expect(rows.nth(1)).toContainText('제5기 결산공고');
  await expect(page.getByText('‘결산’ 검색 결과 2건')).toBeVisible();

  await page.getByRole('searchbox', { name: '전자공고 검색' }).fill('존재하지 않는 공고');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();

  // The URL alone restores a search.
  await page.goto(`${site.url}/ir/Announcement?q=${encodeURIComponent('임시주주총회')}`);
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('searchbox', { name: '전자공고 검색' })).toHaveValue('임시주주총회');
});

test('an e-notice opens from the list and goes back with 목록', async ({ page, site }) => {
  await page.goto(`${site.url}/ir/Announcement`);
  const link = page.getByRole('link', { name: '주식매수선택권 부여 공고' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/ir\/Announcement\/\d+$/);
  await link.click();
  await expect(page.locator('main article > header h2')).toHaveText('주식매수선택권 부여 공고');
  await expect(page.locator('main article > header time')).toHaveText('2025-06-30');
  await expect(page).toHaveTitle(/주식매수선택권 부여 공고/);
  await page.getByRole('link', { name: '목록', exact: true }).click();
  await expect(page).toHaveURL(/\/ir\/Announcement$/);
});

test('an e-notice id that does not exist shows 전자공고 데이터 없음, answered 404', {
  tag: DESKTOP_ONLY,
}, async ({ page, site, consoleGuard }) => {
  consoleGuard.allow(/404 \(Not Found\)/);
  const response = await page.goto(`${site.url}/ir/Announcement/999999`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('전자공고 데이터 없음', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '목록', exact: true })).toHaveAttribute(
    'href',
    '/ir/Announcement',
  );
});

test('the general meeting page lists every notice as a disclosure, the newest open', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/ir/Shareholders`);
  const notices = page.locator('main details');
  await expect(notices).toHaveCount(3);
  await expect(notices.nth(0)).toHaveAttribute('open', '');
  await expect(notices.nth(0).locator('summary')).toContainText('2025년 제1회 임시주주총회 소집공고');
  await expect(notices.nth(0).locator('summary')).toContainText('2025-09-30');
  await expect(notices.nth(0)).toContainText('제2호 의안: 감사 선임의 건');
  await expect(notices.nth(1)).not.toHaveAttribute('open', '');
  await notices.nth(1).locator('summary').click();
  await expect(notices.nth(1)).toHaveAttribute('open', '');
  await expect(notices.nth(1)).toContainText('보통주 1주당 현금배당 150원');
});

test('the IR overview shows the seven stock fields and the financial summary', async ({ page, site }) => {
  await page.goto(`${site.url}/ir/Overview`);
  const stock = page.getByRole('region', { name: '주가 정보' });
  for (const label of ['전일대비', '등락률', '전일종가', '현재가', '고가', '저가', '거래량']) {
    await expect(stock.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(stock).toContainText('12,800원');
  await expect(stock).toContainText('184,320주');
  await expect(page.getByRole('table', { name: /요약재무정보/ })).toContainText('398');
});
