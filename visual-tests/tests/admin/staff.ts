import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { backendConfig, signInWithSession } from './helpers';

export const EDITOR = { email: 'editor@example.com', password: 'editor-horse-battery-staple' };

/**
 * Creates a staff account through the server's user admin API (GoTrue's `/auth/v1/admin/users`), authorised
 * by the service key the server keeps in its DATA_DIR, as an operator's script does.
 */
export async function createStaffUser(
  site: { url: string; dataDir: string },
  account: { email: string; password: string },
  role: 'admin' | 'editor',
): Promise<void> {
  const serviceKey = readFileSync(join(site.dataDir, 'service-role-key'), 'utf8').trim();
  const { supabaseAnonKey } = await backendConfig(site.url);
  const response = await fetch(`${site.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...account, email_confirm: true, app_metadata: { role } }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

export async function signInAsEditor(page: Page, siteUrl: string): Promise<void> {
  await signInWithSession(page, siteUrl, EDITOR);
}

/** The access token of the browser's staff session (local storage `admin-auth`, shared by its tabs). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('admin-auth');
    return raw ? (JSON.parse(raw) as { access_token?: string }).access_token : undefined;
  });
  if (!token) throw new Error('No staff session is stored in this browser.');
  return token;
}

/** Drops a file on an element the way a browser does: dragenter, dragover, drop with a DataTransfer. */
export async function dropFile(
  page: Page,
  target: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

/** Pastes a file into a focused element, as pasting a copied image does (a paste event with clipboard data). */
export async function pasteFile(
  target: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await target.focus();
  await target.evaluate(
    (element, { name, mimeType, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
}
