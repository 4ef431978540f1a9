import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, test } from '../../src/fixtures';
import { DESKTOP_ONLY } from '../../src/projects';

// Site search: the header's dialog (its keyboard model), the results page (server-rendered, marked words,
// kinds, noindex, axe), the same page without JavaScript as a plain GET form, and the 404 page's way there.
// Widths: the results page and its quotes above the fold run at both; the dialog's keyboard model (a phone has
// no / or Ctrl+K), the empty result's suggestions and the plain GET form do not depend on the width.

async function openLive(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating', { timeout: 15_000 });
}

test('the dialog: / and Ctrl+K open it, the arrows choose a result, Enter opens it, Escape closes', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await openLive(page, `${site.url}/company/intro/Intro`);
  const dialog = page.getByRole('dialog', { name: '사이트 검색' });
  await page.keyboard.press('/');
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('combobox', { name: '검색어' });
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await field.pressSequentially('드라이룸');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options.first().locator('mark').first()).toHaveText('드라이룸');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(0).getAttribute('id')) ?? '',
  );
  const count = await options.count();
  if (count > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
  }
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(field).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\/company\/intro\/Intro$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the dialog in English: Enter with no result chosen opens the results page', {
  tag: DESKTOP_ONLY,
}, async ({ page, site }) => {
  await openLive(page, `${site.url}/en/company/intro/Intro`);
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').pressSequentially('cleanroom');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.url}/en/search?q=cleanroom`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.locator('main mark').first()).toHaveText(/cleanroom/i);
});

test('the results page: server-rendered, words marked, kinds to narrow to, noindex, no serious axe violation', async ({
  page,
  site,
}) => {
  for (const [url, word] of [
    [`${site.url}/search?q=${encodeURIComponent('드라이룸')}`, '드라이룸'],
    [`${site.url}/en/search?q=dry+room`, 'dry'],
  ] as const) {
    const served = await (await page.request.get(url)).text();
    expect(served).toContain('<meta name="robots" content="noindex"/>');
    expect(served).toMatch(new RegExp(`<mark[^>]*>${word}</mark>`, 'i'));
    await openLive(page, url);
    const main = page.locator('main');
    await expect(main.locator('mark', { hasText: new RegExp(`^${word}$`, 'i') }).first()).toBeVisible();
    const kinds = main.getByRole('navigation').getByRole('link');
    await expect(kinds.first()).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
  }
  // Narrowed to one kind, through a plain link.
  await openLive(page, `${site.url}/ko/search?q=${encodeURIComponent('드라이룸')}&kind=page`);
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: /페이지/ })
      .first(),
  ).toHaveAttribute('aria-current', 'page');
});

test('nothing found: other spellings and the sitemap are suggested', { tag: DESKTOP_ONLY }, async ({
  page,
  site,
}) => {
  await openLive(page, `${site.url}/search?q=${encodeURIComponent('없는낱말조합')}`);
  await expect(page.getByText('‘없는낱말조합’에 맞는 결과가 없습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '사이트맵에서 찾아보기' })).toHaveAttribute('href', '/Sitemap');
});

test('without JavaScript: the 404 page leads to search, and the form searches as a plain GET', {
  tag: DESKTOP_ONLY,
}, async ({ browser, site }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}/no-such-page`);
    await page.getByRole('link', { name: '사이트 검색하기' }).click();
    await expect(page).toHaveURL(`${site.url}/search`);
    const field = page.getByRole('searchbox', { name: '검색어' });
    await field.fill('클린룸 시공');
    await field.press('Enter');
    await expect(page).toHaveURL(
      `${site.url}/search?q=${encodeURIComponent('클린룸 시공').replace(/%20/g, '+')}`,
    );
    await expect(page.locator('main mark').first()).toHaveText(/클린룸|시공/);
    // The header's trigger is a link to the results page.
    await expect(page.getByRole('link', { name: '검색', exact: true })).toHaveAttribute('href', '/search');

    // Paging is plain links too: the second page of a common word's results, its kind kept.
    await page.goto(`${site.url}/search?q=${encodeURIComponent('클린에어텍')}&kind=news`);
    const results = page.getByRole('list', { name: '검색 결과' }).getByRole('listitem').getByRole('link');
    const firstPage = await results.allTextContents();
    expect(firstPage.length).toBe(10);
    await page
      .getByRole('navigation', { name: '페이지 이동' })
      .getByRole('link', { name: '2 페이지' })
      .click();
    await expect(page).toHaveURL(/[?&]kind=news&page=2$/);
    const secondPage = await results.allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('results quote the page: main content only, snippets on word boundaries, visible titles, above the fold', async ({
  page,
  site,
}) => {
  const viewport = page.viewportSize();
  for (const { prefix, query, hidden, overview } of [
    { prefix: '', query: '공기', hidden: /인트로 건너뛰기|ABOUT CLEANAIR TECH/, overview: '회사 개요' },
    {
      prefix: '/en',
      query: 'air quality',
      hidden: /Skip intro|ABOUT CLEANAIR TECH/,
      overview: 'Company overview',
    },
  ]) {
    await openLive(page, `${site.url}${prefix}/search?q=${encodeURIComponent(query)}`);
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(hidden);

    // The first result starts on the first screen.
    const top = (await results.first().boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(top).toBeLessThan((viewport?.height ?? 0) - 60);

    // The home page is titled with its h1, not its SEO title ("클린에어텍 | …").
    for (const title of await results.getByRole('heading').allTextContents())
      expect(title).not.toContain('|');

    // The company overview: titled with its h1, its snippet cut where its text has spaces.
    const result = results.filter({ has: page.getByRole('heading', { name: overview, exact: true }) });
    await expect(result).toHaveCount(1);
    const snippet = ((await result.locator('p').textContent()) ?? '').trim();
    await result.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(overview);
    const text = (await page.locator('main').allInnerTexts()).join(' ').replace(/\s+/g, ' ');
    const words = snippet.replace(/^…|…$/g, '').split(' ');
    const literal = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(text, snippet).toMatch(new RegExp(`(^| )${literal(words[0] ?? '')} `));
    expect(text, snippet).toMatch(new RegExp(` ${literal(words.at(-1) ?? '')}( |$)`));
    expect(text).toContain(words.slice(0, 3).join(' '));
  }
});
