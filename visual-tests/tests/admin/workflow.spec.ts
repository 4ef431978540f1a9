import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../../src/a11y';
import { expect, type RunningSite, test } from '../../src/fixtures';
import {
  ADMIN,
  chooseRowAction,
  insertAsAdmin,
  notice,
  openAdminNavigation,
  passwordSession,
  passwordToken,
  rest,
  solidPng,
  useStoredSession,
} from './helpers';
import { dropFile, EDITOR, pasteFile, sessionToken } from './staff';

/**
 * The editorial workflow in the dashboard, for an admin and for an editor: drafts, preview, schedule, publish,
 * history (compare and restore, also of a deleted item), the audit log, the drop zones, and the server's
 * refusal of an editor's forged publish. The flows run at desktop size (see src/projects.ts); visual.spec.ts
 * looks at the dashboard's pages at both sizes.
 */
let site: RunningSite;
/** The admin's and the editor's sessions, taken once: each test's page starts signed in with one. */
let adminSession: string;
let editorSession: string;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
  adminSession = await passwordSession(site.url, ADMIN);
  editorSession = await passwordSession(site.url, EDITOR);
});

/** Outside the signed-in client, an editor's refused write shows in the console of no page. */
const refusedWrite = /status of 4\d\d .*\/rest\/v1\//;
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(64, 40, [20, 86, 216]) });
const text = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') };
const header = 'header';

async function anonRow(table: string, id: number): Promise<Record<string, unknown> | undefined> {
  const response = await rest(site.url, null, 'GET', `${table}?id=eq.${id}&select=*`);
  return ((await response.json()) as Record<string, unknown>[])[0];
}

async function staffRow(table: string, id: number): Promise<Record<string, unknown> | undefined> {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'GET', `${table}?id=eq.${id}&select=*`);
  return ((await response.json()) as Record<string, unknown>[])[0];
}

/** How many rows of `path` the admin reads (through the REST API, independent of the page). */
async function countAsAdmin(path: string): Promise<number> {
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const response = await rest(site.url, token, 'GET', path);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

/** The page starts signed in (the sign-in form has tests of its own); the test opens its own first page. */
async function signInAsAdmin(page: Page) {
  await useStoredSession(page, site.url, adminSession);
}

async function signInAsEditor(page: Page) {
  await useStoredSession(page, site.url, editorSession);
}

function tableRow(page: Page, title: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function typeBody(page: Page, body: string) {
  const editor = page.getByRole('textbox', { name: '본문', exact: true });
  await editor.click();
  await editor.pressSequentially(body);
}

test('the spec’s editor addresses lead into the dashboard’s editors', async ({ page }) => {
  await signInAsAdmin(page);
  for (const [from, to] of [
    ['/newsroom/NewsEditor', '/admin/news/new'],
    ['/newsroom/YoutubeEditor', '/admin/youtube/new'],
    ['/ir/AnnouncementEditor', '/admin/announcement/new'],
    ['/ir/ShareholdersEditor', '/admin/shareholders/new'],
    ['/en/ir/AnnouncementEditor', '/en/admin/announcement/new'],
  ]) {
    await page.goto(`${site.url}${from}`);
    await expect(page).toHaveURL(`${site.url}${to}`);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'New: E-notices' })).toBeVisible();
});

test('a visitor is sent to sign in; the dashboard is noindex', async ({ page }) => {
  await page.goto(`${site.url}/admin`);
  await expect(page).toHaveURL(`${site.url}/login`);
  await page.goto(`${site.url}/admin/preview/news/1`);
  await expect(page).toHaveURL(`${site.url}/login`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test.describe('admin', () => {
  let id = 0;
  const title = '예약 게시를 시험하는 뉴스';

  test('dashboard: tabs, filter, search, sort and the audit log', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${site.url}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: '콘텐츠 관리' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const tabs = page.getByRole('tablist', { name: '콘텐츠 종류' });
    await expect(tabs.getByRole('tab')).toHaveText(['뉴스', '영상', '전자공고', '주주총회 안내']);
    const table = page.getByRole('table', { name: '뉴스 목록' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /^\d+건$/ })).toBeVisible();

    // Sorting by title: the header's button, aria-sort on the header, the address keeps it.
    // The header's own button: other files' items on the worker's server may have 제목 in their titles.
    await table.getByRole('columnheader', { name: /제목/ }).getByRole('button', { name: /제목/ }).click();
    await expect(page).toHaveURL(/sort=title&dir=(asc|desc)/);
    await expect(table.getByRole('columnheader', { name: /제목/ })).toHaveAttribute(
      'aria-sort',
      /ascending|descending/,
    );

    // Searching titles and bodies (Korean or English, the site search's rules): the matching rows, those whose
    // title names it among them, and back to the first page.
    const rowsBefore = await table.getByRole('link', { name: /^편집: / }).count();
    await page
      .getByRole('searchbox', { name: '제목·본문 검색' })
      .or(page.getByRole('textbox', { name: '제목·본문 검색' }))
      .fill('울산공장');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/q=%EC%9A%B8%EC%82%B0%EA%B3%B5%EC%9E%A5/);
    const edits = table.getByRole('link', { name: /^편집: / });
    const matching = table.getByRole('link', { name: /^편집: .*울산공장/ });
    // Fewer rows, among them the titles that name it (the previous page stays until the search's answer comes).
    await expect
      .poll(async () => [(await matching.count()) > 0, (await edits.count()) < rowsBefore])
      .toEqual([true, true]);

    await tabs.getByRole('tab', { name: '영상' }).click();
    await expect(page).toHaveURL(/\/admin\?kind=youtube&sort=title/);
    await expect(page.getByRole('table', { name: '영상 목록' })).toBeVisible();

    await page.getByLabel('상태').selectOption('draft');
    // The seed has no video drafts; another file on the worker's server may have left some: the list shows
    // exactly the database's, or says there are none.
    const videoDrafts = await countAsAdmin('youtube?select=id&status=eq.draft');
    if (videoDrafts === 0) {
      await expect(page.getByText('조건에 맞는 항목이 없습니다.')).toBeVisible();
    } else {
      await expect(page.getByRole('status').filter({ hasText: /^\d+건$/ })).toHaveText(`${videoDrafts}건`);
    }
    await expect(page).toHaveURL(/status=draft/);

    await expect(page.getByRole('heading', { name: '최근 활동' })).toBeVisible();
    await expect((await openAdminNavigation(page)).getByRole('link', { name: '문의함' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { exclude: [header] });
  });

  test('create a draft: the drop zone checks type, previews, and a body image needs alt text', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`${site.url}/admin`);
    await page.getByRole('link', { name: '새 뉴스 작성' }).click();
    await expect(page).toHaveURL(`${site.url}/admin/news/new`);

    const thumbnailZone = page.locator('label').filter({ hasText: '썸네일 이미지' });
    await dropFile(page, thumbnailZone, text);
    await expect(page.getByRole('alert').filter({ hasText: /PNG/ })).toBeVisible();
    await dropFile(page, thumbnailZone, png('dropped.png'));
    await expect(page.getByRole('alert').filter({ hasText: /PNG/ })).toHaveCount(0);
    await expect(page.getByRole('img', { name: '새 썸네일 미리보기' })).toBeVisible();

    await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
    await typeBody(page, '예약과 게시를 시험합니다.');
    // A pasted file is checked as a dropped one: a text file is refused, an image previews.
    const thumbnailInput = page.getByLabel('썸네일 이미지');
    await pasteFile(thumbnailInput, text);
    await expect(page.getByRole('alert').filter({ hasText: /PNG|형식/ })).toBeVisible();
    await pasteFile(thumbnailInput, png('pasted.png'));
    await expect(page.getByRole('img', { name: '새 썸네일 미리보기' })).toBeVisible();
    // A body image: the toolbar's image button asks for the file and its description, refused without one.
    await page.getByRole('button', { name: '이미지', exact: true }).first().click();
    const imageDialog = page.getByRole('dialog', { name: '본문에 이미지 넣기' });
    await imageDialog.getByLabel('이미지 파일').setInputFiles(png('body.png'));
    await imageDialog.getByRole('button', { name: '본문에 넣기' }).click();
    await expect(imageDialog.getByText('이미지 설명을 입력하세요.')).toBeVisible();
    await imageDialog.getByRole('textbox', { name: '이미지 설명 (대체 텍스트)' }).fill('파란 필터 단면');
    await imageDialog.getByRole('button', { name: '본문에 넣기' }).click();
    await expect(
      page.getByRole('textbox', { name: '본문', exact: true }).locator('img[alt="파란 필터 단면"]'),
    ).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, { exclude: [header] });

    await page.getByRole('button', { name: '임시 저장' }).click();
    await expect(notice(page, '임시 저장했습니다. 공개 사이트에는 보이지 않습니다.')).toBeVisible();
    // The first save opens the new item's own editor; the list shows it.
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
    await page.goto(`${site.url}/admin`);
    const row = tableRow(page, title);
    await expect(row.getByText('임시 저장')).toBeVisible();
    await expect(row.getByRole('cell', { name: ADMIN.email })).toBeVisible();
    id = Number(
      (await row.getByRole('link', { name: title, exact: true }).getAttribute('href'))?.split('/').pop(),
    );
    expect(id).toBeGreaterThan(0);

    const saved = await staffRow('news', id);
    expect(saved).toMatchObject({ status: 'draft' });
    expect(saved?.author_id).toEqual(expect.any(String));
    expect(String(saved?.content)).toMatch(/<img[^>]+alt="파란 필터 단면"/);
    expect(await anonRow('news', id)).toBeUndefined();
  });

  test('preview shows the draft as its public page will, marked and noindex', async ({
    page,
    consoleGuard,
  }) => {
    // The public address of a draft is not found (404) until it is published.
    consoleGuard.allow(/status of 404 .*\/newsroom\/News\/\d+\)$/);
    await signInAsAdmin(page);
    await page.goto(`${site.url}/admin`);
    await tableRow(page, title)
      .getByRole('link', { name: `미리보기: ${title}` })
      .click();
    await expect(page).toHaveURL(`${site.url}/admin/preview/news/${id}`);
    await expect(page.getByRole('complementary', { name: '미리보기' })).toContainText('임시 저장');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      page.getByRole('article').or(page.locator('main')).getByRole('img', { name: '파란 필터 단면' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page, { exclude: [header] });
    // The public page keeps reading as a visitor does: the draft is not there.
    await page.goto(`${site.url}/newsroom/News/${id}`);
    await expect(page.getByText('뉴스 데이터 없음').first()).toBeVisible();
  });

  test('schedule, then publish now, from the list', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${site.url}/admin`);
    await chooseRowAction(page, tableRow(page, title), title, '예약 게시');
    const panel = page.getByRole('dialog', { name: `‘${title}’ 예약 게시` });
    await panel.getByRole('button', { name: '예약 게시' }).click();
    await expect(panel.getByText('예약할 날짜와 시각을 선택하세요.')).toBeVisible();
    await panel.getByLabel('게시 예약 일시').fill('2031-05-06T09:30');
    await panel.getByRole('button', { name: '예약 게시' }).click();
    await expect(notice(page, '예약했습니다.')).toBeVisible();
    await expect(tableRow(page, title).getByText('2031-05-06 09:30')).toBeVisible();
    expect((await staffRow('news', id))?.status).toBe('published');
    expect(await anonRow('news', id)).toBeUndefined();

    await chooseRowAction(page, tableRow(page, title), title, '지금 게시');
    // Publishing asks first, naming the item.
    const publishDialog = page.getByRole('alertdialog', { name: `‘${title}’을(를) 지금 게시하시겠습니까?` });
    await publishDialog.getByRole('button', { name: '게시', exact: true }).click();
    await expect(notice(page, '게시했습니다.')).toBeVisible();
    await expect(tableRow(page, title).getByText('게시됨')).toBeVisible();
    await expect.poll(() => anonRow('news', id)).toMatchObject({ id, title });

    await page.reload();
    const audit = page.getByRole('table', { name: '최근 활동' });
    await expect(
      audit.getByRole('row').filter({ hasText: title }).filter({ hasText: '게시' }).first(),
    ).toBeVisible();
    await expect(
      audit.getByRole('row').filter({ hasText: title }).filter({ hasText: '예약' }).first(),
    ).toBeVisible();
  });

  test('history: compare two versions, restore one; restore a deleted item', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${site.url}/admin/news/${id}/history`);
    await expect(page.getByRole('heading', { level: 1, name: `뉴스 #${id} 변경 이력` })).toBeVisible();
    const versions = page.getByRole('table', { name: '저장된 버전' });
    // The header, the two saved changes and the version as created.
    await expect(versions.getByRole('row')).toHaveCount(4);
    // The oldest version (the draft) against the current one: the status changed, in words, marked as inserted and
    // removed.
    const oldest = await page.getByLabel('이전').locator('option').last().getAttribute('value');
    await page.getByLabel('이전').selectOption(oldest ?? '');
    await expect(page.locator('del').filter({ hasText: '임시 저장' })).toBeVisible();
    await expect(page.locator('ins').filter({ hasText: '게시됨' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { exclude: [header] });

    await versions
      .getByRole('button', { name: /이 버전으로 복원/ })
      .last()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: '이 버전으로 복원' }).click();
    await expect(notice(page, '복원했습니다.')).toBeVisible();
    await expect(versions.getByRole('row')).toHaveCount(5);
    // A restore brings back content only: the live post stays published, at its moment, as a new version.
    const restored = await staffRow('news', id);
    expect(restored).toMatchObject({ status: 'published', version: 4 });
    await expect.poll(() => anonRow('news', id)).toMatchObject({ id, title });

    await page.goto(`${site.url}/admin?status=published`);
    await chooseRowAction(page, tableRow(page, title), title, '삭제');
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(tableRow(page, title)).toHaveCount(0);
    expect(await staffRow('news', id)).toBeUndefined();

    await page.goto(`${site.url}/admin/news/${id}/history`);
    await expect(page.getByText('이 항목은 삭제되었습니다. 마지막 버전을 복원할 수 있습니다.')).toBeVisible();
    await versions
      .getByRole('button', { name: /이 버전으로 복원/ })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: '이 버전으로 복원' }).click();
    await expect(page).toHaveURL(`${site.url}/admin/news/${id}`);
    expect(await staffRow('news', id)).toMatchObject({ id, title });
  });
});

test('a file that is not an image and a too-long title are refused by name before saving; a failed thumbnail upload keeps the rest saved and the file for a retry', async ({
  page,
  consoleGuard,
}) => {
  // The storage answers the routed upload with a 500, which the browser logs.
  consoleGuard.allow(/status of 500/);
  await signInAsAdmin(page);
  await page.goto(`${site.url}/admin/news/new`);
  const writes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      request.method() !== 'GET' &&
      (pathname.startsWith('/storage/v1/object/news-images/') || pathname === '/rest/v1/news')
    )
      writes.push(`${request.method()} ${pathname}`);
  });

  // A text file named photo.jpg: its bytes are read, it is refused with the reason and never previewed.
  const notAnImage = {
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('only text, named .jpg'),
  };
  await page.getByLabel('썸네일 이미지').setInputFiles(notAnImage);
  await expect(
    page.getByRole('alert').filter({ hasText: '썸네일 이미지: 파일 내용이 이미지가 아닙니다.' }),
  ).toContainText('PNG, JPG, GIF 또는 WebP');
  await expect(page.getByRole('img', { name: '새 썸네일 미리보기' })).toHaveCount(0);
  // So is it as a body image, in the image dialog.
  await page.getByRole('button', { name: '이미지', exact: true }).first().click();
  const imageDialog = page.getByRole('dialog', { name: '본문에 이미지 넣기' });
  await imageDialog.getByLabel('이미지 파일').setInputFiles(notAnImage);
  await imageDialog.getByRole('textbox', { name: '이미지 설명 (대체 텍스트)' }).fill('현장 사진');
  await imageDialog.getByRole('button', { name: '본문에 넣기' }).click();
  await expect(imageDialog.getByRole('alert')).toHaveText(
    '이미지 업로드 실패: 파일 내용이 이미지가 아닙니다. PNG, JPG, GIF 또는 WebP 이미지만 올릴 수 있습니다.',
  );
  await imageDialog.getByRole('button', { name: '취소' }).click();

  // A 5,000-character title: the counter shows it, and the save is refused naming 제목.
  const titleBox = page.getByRole('textbox', { name: '제목', exact: true });
  await titleBox.fill('가'.repeat(5000));
  const counter = (text: string) => page.locator('p').filter({ hasText: new RegExp(`^${text}$`) });
  await expect(counter('5,000 / 300자')).toBeVisible();
  await page.getByRole('button', { name: '임시 저장' }).click();
  await expect(notice(page, '제목: 최대 300자까지 입력할 수 있습니다.')).toBeVisible();
  await expect(titleBox).toHaveAttribute('aria-invalid', 'true');
  await expect(titleBox).toBeFocused();
  await expect(titleBox).toHaveAccessibleDescription(
    /^제목: 최대 300자까지 입력할 수 있습니다\. 5,000 \/ 300자$/,
  );
  expect(writes).toEqual([]);

  // The storage fails the upload: the title and the body are saved all the same, and the file stays.
  await page.route(
    (url) => url.pathname.startsWith('/storage/v1/object/news-images/'),
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  const title = '썸네일을 올리지 못해도 저장되는 뉴스';
  await titleBox.fill(title);
  await expect(counter(`${title.length} / 300자`)).toBeVisible();
  await typeBody(page, '본문은 그대로 저장됩니다.');
  await dropFile(page, page.locator('label').filter({ hasText: '썸네일 이미지' }), png('kept.png'));
  await expect(page.getByRole('img', { name: '새 썸네일 미리보기' })).toBeVisible();
  await page.getByRole('button', { name: '임시 저장' }).click();
  await expect(notice(page, '썸네일 업로드에 실패했습니다.')).toBeVisible();
  await expect(notice(page, '임시 저장했습니다. 공개 사이트에는 보이지 않습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await staffRow('news', id);
  expect(saved).toMatchObject({ title, status: 'draft', thumbnail: null });
  expect(String(saved?.content)).toContain('본문은 그대로 저장됩니다.');
  // The item's own editor keeps the chosen file, saying why.
  await expect(page.getByRole('img', { name: '새 썸네일 미리보기' })).toBeVisible();
  const thumbnailInput = page.getByLabel('썸네일 이미지');
  await expect(thumbnailInput).toHaveAccessibleDescription(/썸네일 업로드에 실패했습니다\./);

  // Publishing still needs the thumbnail: with the upload failing again, it is refused naming the field.
  await page.getByRole('button', { name: '지금 게시' }).click();
  await expect(notice(page, '제목/썸네일/본문을 모두 입력해야 합니다.')).toBeVisible();
  await expect(thumbnailInput).toHaveAccessibleDescription(/게시하려면 썸네일 이미지가 필요합니다\./);
  expect(await staffRow('news', id)).toMatchObject({ status: 'draft', thumbnail: null });

  // Once the storage takes it, the next save uploads the kept file.
  await page.unrouteAll();
  await page.getByRole('button', { name: '임시 저장' }).click();
  await expect
    .poll(async () => String((await staffRow('news', id))?.thumbnail ?? ''))
    .toMatch(/\/news-images\/news\/[0-9a-f-]{36}\.png$/);
  expect(writes.filter((write) => write.startsWith('POST /storage/')).length).toBeGreaterThanOrEqual(3);
});

test('axe finds nothing serious on any admin page: the dashboard, every kind’s editors, history, preview and the inbox', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const pages = [
    '/admin',
    ...['news', 'youtube', 'announcement', 'shareholders'].flatMap((kind) => [
      `/admin/${kind}/new`,
      `/admin/${kind}/1`,
      `/admin/${kind}/1/history`,
      `/admin/preview/${kind}/1`,
    ]),
    '/admin/inquiries',
  ];
  for (const path of pages) {
    await page.goto(`${site.url}${path}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { exclude: [header] });
  }
});

test.describe('editor', () => {
  test('sees no publish, schedule, delete or audit; saves drafts; a published item is an admin’s', async ({
    page,
  }) => {
    const publishedId = await insertAsAdmin(site.url, 'news', {
      title: '관리자가 게시한 뉴스',
      content: '<p>게시된 본문</p>',
      thumbnail: '/media/news-placeholder.svg',
    });
    await signInAsEditor(page);
    await page.goto(`${site.url}/admin`);
    await expect(page.getByRole('table', { name: '뉴스 목록' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^지금 게시/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^게시 취소/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^예약 게시/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^삭제/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '최근 활동' })).toHaveCount(0);
    const navigation = await openAdminNavigation(page);
    await expect(navigation.getByRole('link', { name: '휴지통' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: '문의함' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { exclude: [header] });

    // The inquiry inbox is the admins' (the database shows inquiries to admins only).
    await page.goto(`${site.url}/admin/inquiries`);
    await expect(page.getByText('이 화면은 관리자만 볼 수 있습니다.')).toBeVisible();
    await page.goto(`${site.url}/admin`);

    await page.goto(`${site.url}/admin/youtube/new`);
    await expect(page.getByText('편집자의 저장은 임시 저장입니다. 게시는 관리자가 합니다.')).toBeVisible();
    await expect(page.getByRole('button', { name: '지금 게시' })).toHaveCount(0);
    await expect(page.getByLabel('게시 예약 일시')).toHaveCount(0);
    await page.getByRole('textbox', { name: '제목', exact: true }).fill('편집자가 쓴 영상');
    await page.getByRole('textbox', { name: 'index' }).fill('dQw4w9WgXcQ');
    await page.getByRole('button', { name: '임시 저장' }).click();
    await expect(notice(page, '임시 저장했습니다. 공개 사이트에는 보이지 않습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/youtube\/\d+$/);
    await page.goto(`${site.url}/admin?kind=youtube`);
    await expect(tableRow(page, '편집자가 쓴 영상').getByText('임시 저장')).toBeVisible();
    await expect(tableRow(page, '편집자가 쓴 영상').getByRole('cell', { name: EDITOR.email })).toBeVisible();

    await page.goto(`${site.url}/admin/news/${publishedId}`);
    // An editor's change to a live item is kept as a pending version; the live item stays as it is.
    await expect(page.getByText(/게시된 항목입니다. 저장하면 대기 버전으로 보관되고/)).toBeVisible();
    await expect(page.getByRole('button', { name: '임시 저장' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '게시하지 않고 저장' })).toBeEnabled();

    await page.goto(`${site.url}/admin/news/${publishedId}/history`);
    await expect(page.getByRole('button', { name: /이 버전으로 복원/ })).toHaveCount(0);
  });

  test('the server refuses a forged publish, schedule, delete and restore from the editor’s session', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(refusedWrite);
    await signInAsEditor(page);
    await page.goto(`${site.url}/admin`);
    await expect(page.getByRole('button', { name: '로그아웃', exact: true })).toBeVisible();
    const token = await sessionToken(page);
    const draftId = await (async () => {
      const response = await rest(site.url, token, 'POST', 'news', {
        title: '편집자 초안',
        content: '<p>초안</p>',
        thumbnail: '/media/news-placeholder.svg',
        status: 'draft',
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return ((await response.json()) as { id: number }[])[0]?.id ?? 0;
    })();

    const forgedInsert = await rest(site.url, token, 'POST', 'news', {
      title: '몰래 게시',
      content: '<p>x</p>',
      thumbnail: '/media/news-placeholder.svg',
      status: 'published',
    });
    expect(forgedInsert.status).toBe(403);

    // From the browser's own session, as a forged request from the page would be.
    const forgedPublish = await page.evaluate(
      async ({ url, id, bearer }) => {
        const config = (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string };
        const response = await fetch(`${url}/rest/v1/news?id=eq.${id}`, {
          method: 'PATCH',
          headers: {
            apikey: config.supabaseAnonKey,
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/json',
            prefer: 'return=representation',
          },
          // The right version, so that what refuses it is the policy (an editor never publishes).
          body: JSON.stringify({ status: 'published', published_at: new Date().toISOString(), version: 2 }),
        });
        return { status: response.status, body: await response.text() };
      },
      { url: site.url, id: draftId, bearer: token },
    );
    expect(forgedPublish.status, forgedPublish.body).toBeGreaterThanOrEqual(400);
    expect((await staffRow('news', draftId))?.status).toBe('draft');
    expect(await anonRow('news', draftId)).toBeUndefined();

    const forgedDelete = await rest(site.url, token, 'DELETE', `news?id=eq.${draftId}`);
    expect(forgedDelete.ok && (await forgedDelete.json()).length > 0).toBe(false);
    expect(await staffRow('news', draftId)).toBeDefined();

    const revision = await rest(site.url, token, 'GET', `revisions?select=id&limit=1`);
    const revisionId = ((await revision.json()) as { id: number }[])[0]?.id ?? 1;
    const forgedRestore = await rest(site.url, token, 'POST', 'rpc/restore_revision', {
      revision_id: revisionId,
    });
    expect(forgedRestore.status).toBeGreaterThanOrEqual(400);
    expect(await forgedRestore.text()).toContain('42501');
  });
});
