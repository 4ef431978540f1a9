import type { Page } from '@playwright/test';
import { expect, type RunningSite, test } from '../../src/fixtures';
import {
  ADMIN,
  backendConfig,
  chooseRowAction,
  insertAsAdmin,
  notice,
  passwordSession,
  passwordToken,
  rest,
  useStoredSession,
} from './helpers';
import { createStaffUser } from './staff';

/**
 * Staff never lose work and never take a live item offline by accident: an untouched form leaves without a
 * question, Enter never submits, typing is kept on the device and offered after a reload, drafts save
 * themselves, a stale save shows the conflict and keeps the text, a cut connection is said in the admin's
 * language, and the spec's news edit screen keeps its words. Runs at both widths.
 */
let site: RunningSite;
/** The admin's session, taken once: each test's page starts signed in with it (auth.spec.ts tests the form). */
let adminSession: string;
/** The editor's delay before an autosave (apps/site/src/admin/autosave/useAutosave.ts). */
const AUTOSAVE_DELAY_MS = 3_000;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
  adminSession = await passwordSession(site.url, ADMIN);
});

const newsRows = (url: URL) => url.pathname.endsWith('/rest/v1/news');

async function newDraft(title: string): Promise<number> {
  return insertAsAdmin(site.url, 'news', {
    title,
    content: '<p>처음 본문</p>',
    thumbnail: '/media/news-placeholder.svg',
    status: 'draft',
  });
}

async function newLive(title: string): Promise<number> {
  return insertAsAdmin(site.url, 'news', {
    title,
    content: '<p>게시된 본문</p>',
    thumbnail: '/media/news-placeholder.svg',
  });
}

async function openEditor(page: Page, id: number) {
  await page.goto(`${site.url}/admin/news/${id}`);
  await expect(page.getByRole('textbox', { name: '제목', exact: true })).toBeVisible();
}

const titleBox = (page: Page) => page.getByRole('textbox', { name: '제목', exact: true });

/** The page starts signed in as the admin, with the file's session; the test opens its own first page. */
async function signIn(page: Page) {
  await useStoredSession(page, site.url, adminSession);
}

/**
 * The page starts signed in as the admin with a session of its own: for the tests that end sessions (signing
 * out ends every one of the account), which run last.
 */
async function signInOwnSession(page: Page) {
  await useStoredSession(page, site.url, await passwordSession(site.url, ADMIN));
}

test('an untouched form leaves without asking; Enter in the title never saves', async ({ page }) => {
  const id = await newLive('손대지 않은 뉴스');
  await signIn(page);
  await openEditor(page, id);
  await titleBox(page).press('Enter');
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
  await page.getByRole('button', { name: '취소', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${site.url}/admin`);
});

async function staffRow(id: number): Promise<Record<string, unknown> | undefined> {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'GET', `news?id=eq.${id}&select=*`);
  return ((await response.json()) as Record<string, unknown>[])[0];
}

test('the spec’s news edit screen keeps its words and returns to the post', async ({ page }) => {
  const id = await newLive('스펙 화면 뉴스');
  await signIn(page);
  await page.goto(`${site.url}/newsroom/News/${id}`);
  await page.getByRole('link', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(`${site.url}/newsroom/News/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: '뉴스 수정' })).toBeVisible();
  await expect(page.getByRole('button', { name: '취소', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '수정 완료' })).toBeVisible();

  await titleBox(page).fill('');
  await page.getByRole('button', { name: '수정 완료' }).click();
  await expect(notice(page, '제목/썸네일/본문을 모두 입력해야 합니다.')).toBeVisible();
  await titleBox(page).fill('스펙 화면 뉴스 (고침)');

  await page.getByRole('button', { name: '취소', exact: true }).click();
  const dialog = page.getByRole('alertdialog', {
    name: '수정을 취소하시겠습니까? 변경사항이 저장되지 않습니다.',
  });
  await dialog.getByRole('button', { name: '계속 수정' }).click();
  await expect(dialog).toHaveCount(0);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(newsRows, async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: '수정 완료' }).click();
  await expect(page.getByRole('button', { name: '저장 중...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(`${site.url}/newsroom/News/${id}`);
  expect(await staffRow(id)).toMatchObject({ title: '스펙 화면 뉴스 (고침)', status: 'published' });
});

test('a draft saves itself a few seconds after typing stops, and stays a draft', async ({ page }) => {
  const id = await newDraft('자동 저장 초안');
  // The page's clock: the autosave's delay passes on it instead of being waited for.
  await page.clock.install();
  await signIn(page);
  await openEditor(page, id);
  await titleBox(page).fill('자동 저장된 제목');
  await page.clock.fastForward(AUTOSAVE_DELAY_MS);
  await expect(page.getByText(/^저장됨 \d\d:\d\d$/)).toBeVisible({
    timeout: 15_000,
  });
  expect(await staffRow(id)).toMatchObject({ title: '자동 저장된 제목', status: 'draft' });
});

test('a save asked for while the autosave is on its way waits for it: no conflict with oneself', async ({
  page,
}) => {
  const id = await newDraft('자동 저장과 겹치는 저장');
  // The page's clock: the autosave's delay passes on it instead of being waited for.
  await page.clock.install();
  await signIn(page);
  await openEditor(page, id);
  // The autosave's write is held a moment on its way, so the button is pressed while it is out.
  let held = false;
  await page.route(newsRows, async (route) => {
    if (route.request().method() === 'PATCH' && !held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  const written: number[] = [];
  page.on('response', (response) => {
    if (newsRows(new URL(response.url())) && response.request().method() === 'PATCH')
      written.push(response.status());
  });
  const autosaving = page.waitForRequest(
    (request) => newsRows(new URL(request.url())) && request.method() === 'PATCH',
  );
  await titleBox(page).fill('자동 저장이 보내는 제목');
  await page.clock.fastForward(AUTOSAVE_DELAY_MS);
  await autosaving;
  await titleBox(page).fill('버튼으로 저장한 제목');
  await page.getByRole('button', { name: '임시 저장', exact: true }).click();

  await expect(notice(page, '저장했습니다.')).toBeVisible();
  // Both writes answered (the autosave's and the button's), neither refused.
  await expect.poll(() => written.length).toBeGreaterThanOrEqual(2);
  expect(written.filter((status) => status >= 300)).toEqual([]);
  await expect(page.getByRole('region', { name: '충돌' })).toHaveCount(0);
  expect(await staffRow(id)).toMatchObject({ title: '버튼으로 저장한 제목', status: 'draft' });
});

test('a live item’s save without publishing is a pending version; visitors see nothing new', async ({
  page,
}) => {
  const id = await newLive('대기 버전 뉴스');
  await signIn(page);
  await openEditor(page, id);
  await titleBox(page).fill('대기 중인 새 제목');
  await page.getByRole('button', { name: '게시하지 않고 저장' }).click();
  await expect(
    notice(page, '변경 사항을 대기 버전으로 저장했습니다. 공개 사이트는 그대로입니다.'),
  ).toBeVisible();
  expect(await staffRow(id)).toMatchObject({ title: '대기 버전 뉴스', status: 'published' });
  await openEditor(page, id);
  await expect(page.getByText(/게시 대기 중인 변경이 1건 있습니다/)).toBeVisible();
  // Reopening continues one's own pending version (not the live text), and saving again saves over it.
  await expect(
    page.getByText(/이전에 저장한 대기 버전\(\d{4}-\d\d-\d\d \d\d:\d\d KST\)을 이어서/),
  ).toBeVisible();
  await expect(titleBox(page)).toHaveValue('대기 중인 새 제목');
  await titleBox(page).fill('대기 중인 새 제목 (고침)');
  await page.getByRole('button', { name: '게시하지 않고 저장' }).click();
  await expect(
    notice(page, '변경 사항을 대기 버전으로 저장했습니다. 공개 사이트는 그대로입니다.'),
  ).toBeVisible();
  await openEditor(page, id);
  await expect(titleBox(page)).toHaveValue('대기 중인 새 제목 (고침)');
  await expect(page.getByText(/게시 대기 중인 변경이 1건 있습니다/)).toBeVisible();
  await page.getByRole('button', { name: '게시된 버전과 비교' }).click();
  await expect(page.locator('ins').filter({ hasText: '대기' }).first()).toBeVisible();
  // The whole page as it will look once published, while visitors still see the live one.
  await page.getByRole('link', { name: '대기 버전 미리보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preview/news/${id}\\?pending=\\d+$`));
  await expect(page.getByRole('complementary', { name: '미리보기' })).toContainText(
    '게시 대기 중인 변경을 반영한 모습입니다.',
  );
  await expect(page.getByText('대기 중인 새 제목').first()).toBeVisible();
  await page.goto(`${site.url}/newsroom/News/${id}`);
  await expect(page.getByText('대기 버전 뉴스').first()).toBeVisible();
  await expect(page.getByText('대기 중인 새 제목')).toHaveCount(0);
  // The list marks the row: staff see there is a proposal waiting without opening each item.
  await page.goto(`${site.url}/admin`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: '대기 버전 뉴스', exact: true }) });
  await expect(row.getByText('게시 대기 변경 있음')).toBeVisible();
  const other = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: '자동 저장된 제목', exact: true }) });
  await expect(other.getByText('게시 대기 변경 있음')).toHaveCount(0);
});

test('a pending version changed after the admin opened it is not published, and the admin is told', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 412/); // the refused apply, which the screen explains
  const id = await newLive('검토 후 바뀐 뉴스');
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const propose = (title: string, revision?: number) =>
    rest(site.url, token, 'POST', 'rpc/save_pending_version', {
      kind: 'news',
      item_id: id,
      fields: { title },
      based_on_version: 1,
      ...(revision === undefined ? {} : { revision }),
    });
  expect((await propose('검토한 제목')).status).toBe(200);
  await signIn(page);
  await openEditor(page, id);
  await expect(page.getByText(/게시 대기 중인 변경이 1건 있습니다/)).toBeVisible();
  // Another tab changes the proposal after this screen showed it.
  expect((await propose('나중에 바꾼 제목', 1)).status).toBe(200);
  await page.getByRole('button', { name: '대기 버전 게시' }).click();
  await expect(
    notice(
      page,
      '검토한 뒤에 대기 버전이 바뀌어 게시하지 않았습니다. 바뀐 내용을 확인한 뒤 다시 게시하세요.',
    ),
  ).toBeVisible();
  expect(await staffRow(id)).toMatchObject({ title: '검토 후 바뀐 뉴스', version: 1 });
});

test('after a pending version is published from the editor, the form shows the new version and saves on it', async ({
  page,
}) => {
  const id = await newLive('게시 뒤에 새로 읽는 뉴스');
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const proposed = await rest(site.url, token, 'POST', 'rpc/save_pending_version', {
    kind: 'news',
    item_id: id,
    fields: { title: '대기 버전에서 온 제목' },
    based_on_version: 1,
  });
  expect(proposed.status).toBe(200);
  await signIn(page);
  await openEditor(page, id);
  await page.getByRole('button', { name: '대기 버전 게시' }).click();
  await expect(notice(page, '대기 버전을 게시했습니다.')).toBeVisible();
  await expect(page.getByText(/게시 대기 중인 변경이/)).toHaveCount(0);
  await expect(titleBox(page)).toHaveValue('대기 버전에서 온 제목');
  // The next save is based on the version just published: no conflict, no "unsaved" state.
  await titleBox(page).fill('게시 뒤에 다시 고친 제목');
  await page.getByRole('button', { name: '저장 (게시 유지)' }).click();
  await expect.poll(async () => (await staffRow(id))?.title).toBe('게시 뒤에 다시 고친 제목');
  expect(await staffRow(id)).toMatchObject({ status: 'published', version: 3 });
  await expect(page.getByRole('region', { name: '충돌' })).toHaveCount(0);
});

test('the editor’s state and actions stay in view at the top while the body scrolls; a scheduled item says when', async ({
  page,
}) => {
  const scheduledAt = new Date(Date.now() + 3 * 24 * 3600_000);
  scheduledAt.setUTCSeconds(0, 0);
  const id = await insertAsAdmin(site.url, 'news', {
    title: '예약된 뉴스',
    content: `<p>${'긴 본문 문단입니다. '.repeat(40)}</p>`.repeat(12),
    thumbnail: '/media/news-placeholder.svg',
    published_at: scheduledAt.toISOString(),
  });
  await signIn(page);
  await openEditor(page, id);
  const bar = page.getByRole('region', { name: '편집 상태와 저장' });
  const at = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(scheduledAt)
    .replace(', ', ' ');
  await expect(bar).toContainText(`예약: ${at} KST`);
  await expect(bar.getByRole('link', { name: '미리보기' })).toHaveAttribute(
    'href',
    `/admin/preview/news/${id}`,
  );
  // Typing at the end of a long body: the bar and its buttons are still on screen.
  const body = page.getByRole('textbox', { name: '본문', exact: true });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' 끝에 덧붙임');
  const box = await bar.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBeTruthy();
  await expect(bar.getByRole('button', { name: '저장 (예약 유지)' })).toBeInViewport();
});

test('a row stays under the pointer after publishing from the list, until the list is re-sorted', async ({
  page,
}) => {
  const stamp = Date.now();
  const target = `제자리에 남는 초안 ${stamp}`;
  await newDraft(target);
  await newDraft(`그 뒤에 만든 초안 ${stamp}`);
  await signIn(page);
  await page.goto(`${site.url}/admin`);
  const titles = page
    .getByRole('row')
    .getByRole('link')
    .filter({ hasText: String(stamp) });
  await expect(titles).toHaveText([`그 뒤에 만든 초안 ${stamp}`, target]);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: target, exact: true }) });
  await chooseRowAction(page, row, target, '지금 게시');
  await page
    .getByRole('alertdialog', { name: `‘${target}’을(를) 지금 게시하시겠습니까?` })
    .getByRole('button', { name: '게시', exact: true })
    .click();
  await expect(row.getByText('게시됨')).toBeVisible();
  // Publishing made it the most recently updated, yet it stays second until the person sorts again.
  await expect(titles).toHaveText([`그 뒤에 만든 초안 ${stamp}`, target]);
  // The header's own button: other files' items on the worker's server may have 수정일 in their titles.
  const byUpdated = page
    .getByRole('columnheader', { name: /수정일/ })
    .getByRole('button', { name: /수정일/ });
  await byUpdated.click();
  await byUpdated.click();
  await expect(titles).toHaveText([target, `그 뒤에 만든 초안 ${stamp}`]);
});

test('reload with unsaved text: it was kept on the device and is offered back', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_FAILED|Failed to load resource/);
  const id = await newDraft('기기 보관 초안');
  await signIn(page);
  // The server never gets this typing.
  await page.route(newsRows, (route) =>
    route.request().method() === 'PATCH' ? route.abort('failed') : route.continue(),
  );
  await openEditor(page, id);
  await titleBox(page).fill('이 기기에만 있는 제목');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toContain('beforeunload');
  await expect(page.getByText(/이 기기에 저장되지 않은 내용이 있습니다/)).toBeVisible();
  await expect(page.locator('ins').filter({ hasText: '기기에만' }).first()).toBeVisible();
  await page.getByRole('button', { name: '이 기기의 내용 불러오기' }).click();
  await expect(titleBox(page)).toHaveValue('이 기기에만 있는 제목');
});

test('a cut connection is said in the admin’s language and the text stays', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/);
  const id = await newDraft('연결 끊김 초안');
  await signIn(page);
  await openEditor(page, id);
  await page.route(newsRows, (route) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
  );
  await titleBox(page).fill('끊긴 동안 쓴 제목');
  await page.getByRole('button', { name: '임시 저장' }).click();
  await expect(notice(page, '연결이 끊겼습니다. 입력한 내용은 이 기기에 보관됩니다.')).toBeVisible();
  await expect(page.getByText(/TypeError|Failed to fetch/)).toHaveCount(0);
  await expect(titleBox(page)).toHaveValue('끊긴 동안 쓴 제목');
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
});

test('two people edit one item: the second sees who changed it, the difference, and keeps their text', async ({
  page,
  browser,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/);
  const id = await newDraft('함께 고치는 초안');
  await signIn(page);
  const other = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signIn(other);
  await openEditor(page, id);
  await openEditor(other, id);

  await titleBox(other).fill('먼저 저장한 사람의 제목');
  await other.getByRole('button', { name: '임시 저장' }).click();
  await expect(notice(other, '저장했습니다.')).toBeVisible();
  await expect(other).toHaveURL(`${site.url}/admin/news/${id}`);
  await other.close();

  await titleBox(page).fill('나중에 저장한 사람의 제목');
  await page.getByRole('button', { name: '임시 저장' }).click();
  const panel = page.getByRole('region', { name: '충돌' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`${ADMIN.email}님이`);
  await expect(panel.locator('del').filter({ hasText: '먼저' }).first()).toBeVisible();
  await expect(panel.locator('ins').filter({ hasText: '나중에' }).first()).toBeVisible();
  await expect(titleBox(page)).toHaveValue('나중에 저장한 사람의 제목');

  await panel.getByRole('button', { name: /내 내용 유지/ }).click();
  await page.getByRole('button', { name: '임시 저장' }).click();
  await expect(notice(page, '저장했습니다.')).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
  expect(await staffRow(id)).toMatchObject({ title: '나중에 저장한 사람의 제목', status: 'draft' });
});

test('two people change different fields: both changes are kept and nothing is asked', async ({
  page,
  browser,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/);
  const id = await newDraft('나눠 고치는 초안');
  await signIn(page);
  const other = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await signIn(other);
  await openEditor(page, id);
  await openEditor(other, id);

  // One changes only the title and saves first…
  await titleBox(other).fill('먼저 고친 제목');
  await other.getByRole('button', { name: '임시 저장' }).click();
  await expect(notice(other, '저장했습니다.')).toBeVisible();
  await other.close();

  // …the other changes only the body: their title comes in, this body stays, and the save goes through.
  const body = page.getByRole('textbox', { name: '본문', exact: true });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' 덧붙인 문장');
  await page.getByRole('button', { name: '임시 저장' }).click();
  await expect(notice(page, /그사이 다른 사람이 바꾼 항목\(제목\)을 반영하고/)).toBeVisible();
  await expect(notice(page, '저장했습니다.')).toBeVisible();
  await expect(page.getByRole('region', { name: '충돌' })).toHaveCount(0);
  await expect(titleBox(page)).toHaveValue('먼저 고친 제목');
  const saved = await staffRow(id);
  expect(saved).toMatchObject({ title: '먼저 고친 제목', status: 'draft' });
  expect(String(saved?.content)).toContain('덧붙인 문장');
});

test('unpublish asks, naming the item, and can be undone: the item is back at its moment', async ({
  page,
}) => {
  const title = `되돌릴 게시 취소 ${Date.now()}`;
  const id = await newLive(title);
  const before = await staffRow(id);
  // The page's clock, so that the undo can be pressed late in its window without waiting for it.
  await page.clock.install();
  await signIn(page);
  await page.goto(`${site.url}/admin`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await chooseRowAction(page, row, title, '게시 취소');
  const dialog = page.getByRole('alertdialog', { name: `‘${title}’의 게시를 취소하시겠습니까?` });
  await dialog.getByRole('button', { name: '게시 취소', exact: true }).click();
  const undo = page.getByRole('status').filter({ hasText: `‘${title}’의 게시를 취소했습니다.` });
  await expect(undo).toBeVisible();
  await expect.poll(async () => (await staffRow(id))?.status).toBe('draft');
  await page.clock.fastForward(5_000);
  await undo.getByRole('button', { name: '되돌리기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '되돌렸습니다.' })).toBeVisible();
  expect(await staffRow(id)).toMatchObject({ status: 'published', published_at: before?.published_at });
});

test('discarding a colleague’s pending version asks, naming them and the time, can be undone, and stays restorable from the history', async ({
  page,
  browser,
}) => {
  const author = {
    email: `discard-editor-${Date.now()}@example.com`,
    password: 'discard-horse-battery-staple',
  };
  await createStaffUser(site, author, 'editor');
  const title = `버릴 제안 뉴스 ${Date.now()}`;
  const id = await newLive(title);
  const authorToken = await passwordToken(site.url, author.email, author.password);
  const proposed = await rest(site.url, authorToken, 'POST', 'rpc/save_pending_version', {
    kind: 'news',
    item_id: id,
    fields: { title: '편집자가 제안한 제목' },
    based_on_version: 1,
  });
  expect(proposed.status).toBe(200);
  const pendingOf = async () => {
    const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
    const response = await rest(
      site.url,
      token,
      'GET',
      `pending_versions?item_id=eq.${id}&select=id,author_id`,
    );
    return (await response.json()) as { id: number }[];
  };
  const pendingNote = () => page.getByText(/게시 대기 중인 변경이 1건 있습니다/);
  const askDiscard = async () => {
    await page.getByRole('button', { name: '대기 버전 버리기' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: new RegExp(
        `^${author.email.replace(/\./g, '\\.')}의 대기 버전\\(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d KST\\)을 버릴까요\\?$`,
      ),
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      '이 항목의 기록에 남아 되돌릴 수 있으며, 작성자에게 알림과 메일이 갑니다.',
    );
    return dialog;
  };

  // The page's clock, so that the undo can be pressed without waiting on its window.
  await page.clock.install();
  await signIn(page);
  await openEditor(page, id);
  await expect(pendingNote()).toBeVisible();

  // Cancelling keeps it.
  await (await askDiscard()).getByRole('button', { name: '취소', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(pendingNote()).toBeVisible();
  expect(await pendingOf()).toHaveLength(1);

  // Confirming discards it; 되돌리기 brings it back.
  await (await askDiscard()).getByRole('button', { name: '버리기', exact: true }).click();
  const undo = page.getByRole('status').filter({ hasText: `${author.email}의 대기 버전을 버렸습니다.` });
  await expect(undo).toBeVisible();
  await expect(pendingNote()).toHaveCount(0);
  expect(await pendingOf()).toEqual([]);
  await page.clock.fastForward(3_000);
  await undo.getByRole('button', { name: '되돌리기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '되돌렸습니다.' })).toBeVisible();
  await expect(pendingNote()).toBeVisible();
  expect(await pendingOf()).toHaveLength(1);

  // Discarded again, it is on its author's dashboard, and restored from the item's history.
  await (await askDiscard()).getByRole('button', { name: '버리기', exact: true }).click();
  await expect(pendingNote()).toHaveCount(0);
  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await useStoredSession(authorPage, site.url, await passwordSession(site.url, author));
  await authorPage.goto(`${site.url}/admin`);
  const told = authorPage
    .getByRole('region', { name: '버려진 내 대기 버전' })
    .getByRole('listitem')
    .filter({ hasText: `${ADMIN.email}님이 ‘${title}’의 내 대기 버전을 버렸습니다` });
  await expect(told).toContainText(/\(\d{4}-\d\d-\d\d \d\d:\d\d KST\)/);
  await told.getByRole('button', { name: /^확인: / }).click();
  await expect(told).toHaveCount(0);
  await authorContext.close();

  await page.goto(`${site.url}/admin/news/${id}/history`);
  const discarded = page.getByRole('region', { name: '버린 대기 버전' });
  const row = discarded.getByRole('row').filter({ hasText: '편집자가 제안한 제목' });
  await expect(row).toContainText(author.email);
  await expect(row).toContainText(ADMIN.email);
  await row.getByRole('button', { name: /^대기 버전 복원: / }).click();
  await expect(notice(page, '대기 버전을 복원했습니다. 편집 화면에 다시 보입니다.')).toBeVisible();
  await expect(discarded).toHaveCount(0);
  expect(await pendingOf()).toHaveLength(1);
});

test('leaving with unsaved changes asks first: in-app links and Back', async ({ page }) => {
  await signIn(page);
  await page.goto(`${site.url}/admin`);
  await page.goto(`${site.url}/admin/news/new`);
  await titleBox(page).fill('떠나기 전에 묻는 제목');
  const question = page.getByRole('alertdialog', {
    name: '저장하지 않은 변경사항이 있습니다. 이 페이지를 떠나시겠습니까?',
  });
  await page.getByRole('link', { name: '뉴스 목록으로' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '계속 수정' }).click();
  await expect(page).toHaveURL(`${site.url}/admin/news/new`);
  await expect(titleBox(page)).toHaveValue('떠나기 전에 묻는 제목');

  await page.goBack();
  await expect(question).toBeVisible();
  // Behind the question (hidden from assistive technology while it is open) the text is still there.
  await expect(page.locator('input[name="title"]')).toHaveValue('떠나기 전에 묻는 제목');
  await expect(page).toHaveURL(`${site.url}/admin/news/new`);
  await question.getByRole('button', { name: '떠나기' }).click();
  await expect(page).toHaveURL(`${site.url}/admin`);
});

test('a session that ends while typing asks to sign in again in a dialog; the text stays and is saved', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/401|Failed to load resource|Unauthorized/);
  const id = await newDraft('세션이 끝나는 초안');
  // The page's clock: the autosave's delay passes on it instead of being waited for.
  await page.clock.install();
  await signInOwnSession(page);
  await openEditor(page, id);
  // The admin signs out everywhere from another device: this tab's token dies with its session.
  const elsewhere = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const { supabaseAnonKey } = await backendConfig(site.url);
  const logout = await fetch(`${site.url}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${elsewhere}` },
  });
  expect(logout.status).toBe(204);
  await titleBox(page).fill('세션이 끝난 뒤에 쓴 제목');
  await page.clock.fastForward(AUTOSAVE_DELAY_MS);
  // The autosave is refused: the screen stays, and a dialog asks to sign in again.
  const dialog = page.getByRole('dialog', { name: '다시 로그인하세요' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('입력한 내용은 이 화면과 이 기기에 그대로 있습니다.');
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
  await expect(dialog.getByRole('textbox', { name: '아이디' })).toHaveValue(ADMIN.email);
  await dialog.getByLabel('비밀번호').fill(ADMIN.password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(titleBox(page)).toHaveValue('세션이 끝난 뒤에 쓴 제목');
  await page.getByRole('button', { name: '임시 저장', exact: true }).click();
  await expect(notice(page, '저장했습니다.')).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
  expect(await staffRow(id)).toMatchObject({ title: '세션이 끝난 뒤에 쓴 제목', status: 'draft' });
});

test('signing out in another tab never takes the keyboard: typing goes on, the session’s end is said, nothing is lost', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/401|403|Failed to load resource|Unauthorized/);
  const id = await newDraft('다른 탭에서 로그아웃');
  // The context's clock (both tabs): the autosave's delay passes on it instead of being waited for.
  await page.clock.install();
  await signInOwnSession(page);
  await openEditor(page, id);
  await titleBox(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' 하나');
  const other = await page.context().newPage();
  await other.goto(`${site.url}/admin`);
  await other.getByRole('button', { name: '로그아웃', exact: true }).click();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();

  const dialog = page.getByRole('dialog', { name: '다시 로그인하세요' });
  await expect(dialog).toBeVisible();
  // The caret stayed in the title: what is typed next lands there, not in the dialog's 아이디.
  await page.keyboard.type(' 둘');
  await expect(titleBox(page)).toHaveValue('다른 탭에서 로그아웃 하나 둘');
  await page.clock.fastForward(AUTOSAVE_DELAY_MS);
  await expect(dialog.getByRole('textbox', { name: '아이디' })).toHaveValue(ADMIN.email);
  // What failed meanwhile is said as the session's end, not as a missing permission.
  await expect(
    page.getByText('로그인이 만료되었습니다. 다시 로그인한 뒤 저장하세요.', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByText('이 작업을 할 권한이 없습니다.')).toHaveCount(0);
  await dialog.getByLabel('비밀번호').fill(ADMIN.password);
  await dialog.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '임시 저장', exact: true }).click();
  await expect(notice(page, '저장했습니다.')).toBeVisible();
  expect(await staffRow(id)).toMatchObject({ title: '다른 탭에서 로그아웃 하나 둘' });
});

test('signing out on purpose leaves the admin, with no dialog', async ({ page }) => {
  await signInOwnSession(page);
  await page.goto(`${site.url}/admin`);
  await page.getByRole('button', { name: '로그아웃', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
