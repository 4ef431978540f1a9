import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { startSite } from '../../src/servers';
import { ADMIN, insertAsAdmin, passwordToken, rest, signInAsAdmin } from './helpers';
import { createStaffUser, EDITOR, signInAsEditor } from './staff';

/**
 * Editing presence: an admin and an editor who open the same item each see, above its form, that the other has
 * it open (a warning, not a lock), and the warning goes when the other leaves, whether by the editor's own cancel
 * or by the page going away. In production beats come every 15 s; this server beats every second (the test-only
 * PRESENCE_BEAT_MS), and a beat counts for 45 s as ever (the window is the database's; a leave ends presence at
 * once, so no step here waits for it). The waits are generous for a busy machine. Runs at both widths.
 */
let site: Awaited<ReturnType<typeof startSite>>;

/** The beat this test's server asks for (production: 15 s). */
const BEAT_MS = 1_000;
/**
 * Ten beats of the one who stays, for a loaded machine; under the production beat of 15 s, so that a server that
 * kept it would not pass for long.
 */
const SEEN_WITHIN = 10_000;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Its own server, not the shared `adminSite`: presence beats faster on it (PRESENCE_BEAT_MS) than anywhere else.
  site = await startSite({ startTimeoutMs: 200_000, env: { PRESENCE_BEAT_MS: String(BEAT_MS) } });
  await createStaffUser(site, EDITOR, 'editor');
});
test.afterAll(async () => {
  await site?.stop();
});

const warning = (page: Page) => page.getByTestId('editing-presence');

async function openEditor(page: Page, id: number) {
  await page.goto(`${site.url}/admin/news/${id}`);
  await expect(page.getByRole('textbox', { name: '제목', exact: true })).toBeVisible({ timeout: 30_000 });
}

/** A second browser of the project's size and language (a context made by hand takes none of `use`). */
async function secondBrowser(context: BrowserContext, testInfo: TestInfo): Promise<Page> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId } = testInfo.project.use;
  const other = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale,
    timezoneId,
  });
  return other.newPage();
}

let adminToken: Promise<string> | undefined;

/** Who the database has on the item, read as the admin. */
async function presentOn(id: number): Promise<string[]> {
  adminToken ??= passwordToken(site.url, ADMIN.email, ADMIN.password);
  const token = await adminToken;
  const response = await rest(
    site.url,
    token,
    'GET',
    `editing_presence?kind=eq.news&item_id=eq.${id}&select=email`,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { email: string }[]).map((row) => row.email).sort();
}

test('two staff on one item see each other; the warning goes when one leaves', async ({ page }, testInfo) => {
  const id = await insertAsAdmin(site.url, 'news', {
    title: '함께 여는 뉴스',
    content: '<p>본문</p>',
    thumbnail: '/media/news-placeholder.svg',
    status: 'draft',
  });
  await signInAsAdmin(page, site.url);
  await openEditor(page, id);
  // Alone: no warning.
  await expect(warning(page)).toHaveCount(0);

  const editorPage = await secondBrowser(page.context(), testInfo);
  try {
    await signInAsEditor(editorPage, site.url);
    await openEditor(editorPage, id);

    await expect(warning(editorPage)).toHaveText(
      `${ADMIN.email}님도 이 항목을 열어 두었습니다. 같은 내용을 고치면 나중에 저장하는 쪽이 충돌을 해결해야 합니다.`,
      { timeout: SEEN_WITHIN },
    );
    await expect(warning(page)).toHaveText(
      `${EDITOR.email}님도 이 항목을 열어 두었습니다. 같은 내용을 고치면 나중에 저장하는 쪽이 충돌을 해결해야 합니다.`,
      {
        timeout: SEEN_WITHIN,
      },
    );
    // A warning, not a lock: both may still edit.
    await expect(page.getByRole('textbox', { name: '제목', exact: true })).toBeEditable();
    await expect(editorPage.getByRole('textbox', { name: '제목', exact: true })).toBeEditable();
    await page.screenshot({ path: testInfo.outputPath(`presence-admin-${testInfo.project.name}.png`) });
    await editorPage.screenshot({
      path: testInfo.outputPath(`presence-editor-${testInfo.project.name}.png`),
    });

    // The editor cancels (the editor closes inside the app): they leave at once, and the admin's warning goes.
    await editorPage.getByRole('button', { name: '취소', exact: true }).click();
    await expect(editorPage).toHaveURL(`${site.url}/admin`);
    await expect.poll(() => presentOn(id), { timeout: 15_000 }).toEqual([ADMIN.email]);
    await expect(warning(page)).toHaveCount(0, { timeout: SEEN_WITHIN });

    // Back again, then the page goes away (another address): the leave outlives the page.
    await openEditor(editorPage, id);
    await expect(warning(page)).toContainText(EDITOR.email, { timeout: SEEN_WITHIN });
    await editorPage.goto(`${site.url}/`);
    await expect.poll(() => presentOn(id), { timeout: 15_000 }).toEqual([ADMIN.email]);
    await expect(warning(page)).toHaveCount(0, { timeout: SEEN_WITHIN });
  } finally {
    await editorPage.context().close();
  }
});
