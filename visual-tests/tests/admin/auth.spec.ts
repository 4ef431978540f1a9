import { expect, test } from '../../src/fixtures';
import { type RunningServer, startSite } from '../../src/servers';
import {
  ADMIN,
  first,
  notice,
  passwordToken,
  rest,
  signInAsAdmin,
  signInThroughForm,
  signUp,
} from './helpers';

/** Sign-in, sign-out, redirects and the guards, against one fresh backend that allows sign-up. */
let site: RunningServer;

// The flows run once, at desktop size (playwright.config.ts); visual.spec.ts covers both sizes.

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Its own server, not the shared `adminSite`: sign-up is open on it (ALLOW_SIGNUP), as on no other.
  site = await startSite({ env: { ALLOW_SIGNUP: '1' }, startTimeoutMs: 200_000 });
});
test.afterAll(async () => {
  await site?.stop();
});

/** The spec's editor addresses, and the dashboard editors they lead into. */
const editors = [
  ['/newsroom/NewsEditor', '/admin/news/new'],
  ['/newsroom/YoutubeEditor', '/admin/youtube/new'],
  ['/ir/AnnouncementEditor', '/admin/announcement/new'],
  ['/ir/ShareholdersEditor', '/admin/shareholders/new'],
] as const;

test('the login page shows the spec texts', async ({ page }) => {
  await page.goto(`${site.url}/login`);
  await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
  await expect(page.getByLabel('아이디')).toHaveAttribute('placeholder', '아이디를 입력하세요');
  await expect(page.getByLabel('비밀번호')).toHaveAttribute('placeholder', '비밀번호를 입력하세요');
  await expect(page.getByLabel('아이디')).toHaveAttribute('required', '');
  await expect(page.getByLabel('비밀번호')).toHaveAttribute('required', '');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
});

for (const [path, editor] of editors) {
  test(`a visitor on ${path} is sent to /login and then to ${editor}`, async ({ page }) => {
    await page.goto(`${site.url}/company/Location`);
    await page.goto(`${site.url}${path}`);
    await expect(page).toHaveURL(`${site.url}/login`);
    await signInThroughForm(page);
    await expect(page).toHaveURL(`${site.url}${editor}`);
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    // The login was replaced in the history: going back skips it.
    await page.goBack();
    await expect(page).toHaveURL(`${site.url}/company/Location`);
  });
}

test('a protected page shows a loading text while the session is read', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/config.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}/ir/ShareholdersEditor`);
  await expect(page.getByRole('status').filter({ hasText: '접근 권한을 확인하는 중...' })).toBeVisible();
  release();
  await expect(page).toHaveURL(`${site.url}/login`);
});

test('a visitor on the news edit page is told 접근 권한이 없습니다. and sent to the news list', async ({
  page,
}) => {
  await page.goto(`${site.url}/newsroom/News/1/edit`);
  await expect(notice(page, '접근 권한이 없습니다.')).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/newsroom/News`);
});

/** The browser logs refused sign-ins as failed loads; those are the point of these tests. */
const refusedSignIn = /status of (400|429) .*\/auth\/v1\/token\?grant_type=password/;

test('a wrong password shows the red error box, and the error clears on leaving the page', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(refusedSignIn);
  await page.goto(`${site.url}/login`);
  // Hold the token request to see the pending state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/auth/v1/token**', async (route) => {
    await held;
    await route.continue();
  });
  await signInThroughForm(page, ADMIN.email, 'not-the-password');
  await expect(page.getByRole('button', { name: '로그인 중...' })).toBeDisabled();
  release();
  const error = page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 잘못되었습니다.' });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(200, 16, 46)');
  await expect(page).toHaveURL(`${site.url}/login`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admin-auth'))).toBeNull();

  await page.goto(`${site.url}/company/Location`);
  await page.goBack();
  await expect(page).toHaveURL(`${site.url}/login`);
  await expect(page.getByRole('heading', { level: 1, name: '관리자 로그인' })).toBeVisible();
  await expect(page.getByText('아이디 또는 비밀번호가 잘못되었습니다.')).toHaveCount(0);
});

test('sign-in stores the session under admin-auth in local storage; sign-out ends it', async ({ page }) => {
  await signInAsAdmin(page, site.url);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('admin-auth') ?? 'null'));
  expect(stored?.user?.email).toBe(ADMIN.email);
  expect(await page.evaluate(() => sessionStorage.getItem('admin-auth'))).toBeNull();
  const refreshToken: string = stored.refresh_token;

  // The control is there on other pages too.
  await page.goto(`${site.url}/newsroom/News`);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('button', { name: '로그아웃' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('admin-auth'))).toBeNull();
  await page.goto(`${site.url}/newsroom/YoutubeEditor`);
  await expect(page).toHaveURL(`${site.url}/login`);

  // Sign-out ended the session on the server as well: its refresh token no longer works.
  const config = (await (await fetch(`${site.url}/config.json`)).json()) as { supabaseAnonKey: string };
  const refreshed = await fetch(`${site.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  expect(refreshed.status).toBeGreaterThanOrEqual(400);
});

test('a signed-in account without admin rights is treated as a visitor', async ({ page }) => {
  const email = 'member@example.com';
  const password = 'a-long-member-password-42';
  await signUp(site.url, email, password);

  await page.goto(`${site.url}/login`);
  await signInThroughForm(page, email, password);
  await expect(
    page.getByRole('alert').filter({ hasText: '이 계정에는 관리자 권한이 없습니다.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/login`);
  expect(await page.evaluate(() => localStorage.getItem('admin-auth'))).toBeNull();
  await expect(page.getByRole('button', { name: '로그아웃' })).toHaveCount(0);
  await page.goto(`${site.url}/ir/AnnouncementEditor`);
  await expect(page).toHaveURL(`${site.url}/login`);

  // Its own token cannot write either: row-level security answers, not the browser.
  const token = await passwordToken(site.url, email, password);
  const insert = await rest(site.url, token, 'POST', 'youtube', { title: 'member', video_id: 'dQw4w9WgXcQ' });
  expect(insert.status).toBeGreaterThanOrEqual(400);
  const update = await rest(site.url, token, 'PATCH', 'news?id=eq.1', { title: 'changed by a member' });
  expect(await update.json()).toEqual([]);
  const remove = await rest(site.url, token, 'DELETE', 'news?id=eq.1');
  expect(await remove.json()).toEqual([]);
  const still = await rest(site.url, null, 'GET', 'news?id=eq.1&select=title');
  expect(first((await still.json()) as { title: string }[], 'news row').title).not.toBe(
    'changed by a member',
  );
});

test('repeated failures are rate-limited with a clear message', async ({ page, consoleGuard }) => {
  consoleGuard.allow(refusedSignIn);
  // Its own account, so that the admin's stays usable: five failures per e-mail block the next attempt.
  const email = 'limited@example.com';
  const password = 'the-right-password-for-limits';
  await signUp(site.url, email, password);
  await page.goto(`${site.url}/login`);
  for (let attempt = 0; attempt < 5; attempt++) {
    await signInThroughForm(page, email, `wrong-${attempt}`);
    await expect(
      page.getByRole('alert').filter({ hasText: '아이디 또는 비밀번호가 잘못되었습니다.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
  }
  await signInThroughForm(page, email, password);
  await expect(
    page.getByRole('alert').filter({ hasText: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도하세요.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`${site.url}/login`);
  expect(await page.evaluate(() => localStorage.getItem('admin-auth'))).toBeNull();
});
