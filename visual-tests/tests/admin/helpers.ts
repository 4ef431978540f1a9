import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { lineCount } from '../../src/text-lines';

export const ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-staple' };

export interface BackendConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export async function backendConfig(siteUrl: string): Promise<BackendConfig> {
  const response = await fetch(`${siteUrl}/config.json`);
  expect(response.ok).toBe(true);
  return (await response.json()) as BackendConfig;
}

/** Signs in through GoTrue's password grant, outside the browser; returns the access token. */
export async function passwordToken(siteUrl: string, email: string, password: string): Promise<string> {
  const session = await passwordSession(siteUrl, { email, password });
  return (JSON.parse(session) as { access_token: string }).access_token;
}

/** Creates an ordinary (non-admin) account; the server must run with ALLOW_SIGNUP=1. */
export async function signUp(siteUrl: string, email: string, password: string): Promise<void> {
  const { supabaseAnonKey } = await backendConfig(siteUrl);
  const response = await fetch(`${siteUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A PostgREST request with the anon key as apikey and `token` (anon key, or a user's JWT) as bearer. */
export async function rest(
  siteUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const { supabaseAnonKey } = await backendConfig(siteUrl);
  return fetch(`${siteUrl}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${token ?? supabaseAnonKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Inserts a row as the admin (outside the browser) and returns its id. */
export async function insertAsAdmin(
  siteUrl: string,
  table: string,
  row: Record<string, unknown>,
): Promise<number> {
  const token = await passwordToken(siteUrl, ADMIN.email, ADMIN.password);
  const response = await rest(siteUrl, token, 'POST', table, row);
  expect(response.status, await response.clone().text()).toBe(201);
  return first((await response.json()) as { id: number }[], 'inserted row').id;
}

/** The first item of a list, or a clear failure when the list is empty. */
export function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`Expected at least one ${what}, got none.`);
  return item;
}

/** Signs in on /login through the form. */
export async function signInThroughForm(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.getByLabel('아이디').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

export async function signInAsAdmin(page: Page, siteUrl: string): Promise<void> {
  await signInWithSession(page, siteUrl, ADMIN);
}

/**
 * Signs a page in the way a returning staff member arrives: with the session the sign-in form would have stored
 * (GoTrue's password grant, outside the browser, under the admin client's storage key), then opens /admin. The
 * sign-in form has tests of its own (auth.spec.ts, login-guidance.spec.ts); going through it in every test cost
 * each about half its time. The session is stored once per call: a test that signs out stays signed out.
 */
export async function signInWithSession(
  page: Page,
  siteUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await useStoredSession(page, siteUrl, await passwordSession(siteUrl, account));
  await page.goto(`${siteUrl}/admin`);
  await expect(page).toHaveURL(`${siteUrl}/admin`);
  await expect(page.getByRole('button', { name: '로그아웃', exact: true })).toBeVisible();
}

/**
 * A new staff session from GoTrue's password grant (outside the browser): the JSON the sign-in form stores. A
 * file may take one per account in `beforeAll` and give it to each test's page with `useStoredSession`, so that
 * a test neither signs in nor opens /admin first. A test that ends sessions (signing out, which ends them all,
 * or an expiry) takes its own and runs after the tests that share one.
 */
export async function passwordSession(
  siteUrl: string,
  account: { email: string; password: string },
): Promise<string> {
  const { supabaseAnonKey } = await backendConfig(siteUrl);
  const response = await fetch(`${siteUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.text();
}

/**
 * Stores `session` (from `passwordSession`) in the page's tab before its first page of the site loads, under
 * the admin client's storage key, as the sign-in form leaves it; opens nothing. It is stored once per tab: a
 * test that signs out stays signed out, and other tabs of the context share it through local storage.
 */
export async function useStoredSession(page: Page, siteUrl: string, session: string): Promise<void> {
  const mark = `stored-session-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ origin, session, mark }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem(mark)) return;
      window.sessionStorage.setItem(mark, '1');
      window.localStorage.setItem('admin-auth', session);
    },
    { origin: new URL(siteUrl).origin, session, mark },
  );
}

/** The notice region's text (Radix toasts), for "alert" messages. */
export function notice(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /알림|Notifications/ })
    .getByText(text)
    .first();
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour (the bucket checks the content, not the name). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(new Array(width).fill([r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(new Array(height).fill(row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * Every moment fits its cell on one line, whatever its digits: each digit in turn fills the pattern
 * YYYY-MM-DD HH:mm (with the zone's label the cell shows, such as KST) in the first cell of `cells` (its real text
 * comes back afterwards). The digits are proportional, so a column that fits today's moments may not fit
 * tomorrow's. The cell is marked first: a locator filtered by the moment's text would lose it.
 */
export async function expectMomentsOnOneLine(cells: Locator): Promise<void> {
  await cells.first().evaluate((node) => node.setAttribute('data-measured-moment', ''));
  const cell = cells.page().locator('[data-measured-moment]');
  const original = (await cell.textContent()) ?? '';
  const zone = /\s([A-Z]{2,4})$/.exec(original)?.[1];
  const lineCounts: Record<string, number> = {};
  for (const digit of '0123456789') {
    const minute = `${digit.repeat(4)}-${digit.repeat(2)}-${digit.repeat(2)} ${digit.repeat(2)}:${digit.repeat(2)}`;
    await cell.evaluate(
      (node, text) => {
        node.textContent = text;
      },
      zone ? `${minute} ${zone}` : minute,
    );
    lineCounts[digit] = await lineCount(cell);
  }
  await cell.evaluate((node, text) => {
    node.textContent = text;
    node.removeAttribute('data-measured-moment');
  }, original);
  expect(lineCounts).toEqual(Object.fromEntries([...'0123456789'].map((digit) => [digit, 1])));
}

/**
 * Chooses one of a list row's further actions (이력, 지금 게시, 게시 취소, 예약 게시, 삭제): opens the row's
 * "더 보기" menu and picks the item named `${action}: ${title}`.
 */
export async function chooseRowAction(page: Page, scope: Page | Locator, title: string, action: string) {
  await scope.getByRole('button', { name: `더 보기: ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: `${action}: ${title}`, exact: true }).click();
}

const adminMenu = {
  ko: { navigation: '관리자 메뉴', open: '관리 메뉴 열기' },
  en: { navigation: 'Administrator menu', open: 'Open the admin menu' },
};

/**
 * The admin shell's side navigation: beside the page from the tablet width up; on a phone a drawer, opened here
 * from the top bar's menu button.
 */
export async function openAdminNavigation(page: Page, language: 'ko' | 'en' = 'ko'): Promise<Locator> {
  const labels = adminMenu[language];
  if ((page.viewportSize()?.width ?? 1440) < 768) {
    await page.getByRole('button', { name: labels.open }).click();
    return page
      .getByRole('dialog', { name: labels.navigation })
      .getByRole('navigation', { name: labels.navigation });
  }
  return page.getByRole('complementary').getByRole('navigation', { name: labels.navigation });
}
