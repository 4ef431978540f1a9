import type { Page } from '@playwright/test';
import { expect, type RunningSite, test } from '../../src/fixtures';
import {
  ADMIN,
  chooseRowAction,
  insertAsAdmin,
  notice,
  passwordSession,
  passwordToken,
  rest,
  solidPng,
  useStoredSession,
} from './helpers';

/**
 * Create, view, edit and delete each kind of content as the admin in the dashboard's editors, with the spec's
 * messages where they still apply (the editorial workflow itself is workflow.spec.ts).
 */
let site: RunningSite;
/** The admin's session, taken once: each test's page starts signed in with it (auth.spec.ts tests the form). */
let adminSession: string;

// The flows run once, at desktop size (playwright.config.ts); visual.spec.ts covers both sizes.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async ({ adminSite }) => {
  site = adminSite;
  adminSession = await passwordSession(site.url, ADMIN);
});

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(64, 40, [20, 86, 216]) });
/** Says it is a PNG, is not one: the browser lets it through, the bucket (which checks content) refuses it. */
const fakePng = { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') };
/** The bucket refuses these uploads with a 4xx, which the browser logs. */
const refusedUpload = /status of 4\d\d .*\/storage\/v1\/object\/news-images\//;
const refusedWrite = /status of 4\d\d .*\/rest\/v1\//;

/** Requests to the news table (a URL predicate: the query strings differ by call). */
const newsRows = (url: URL) => url.pathname.endsWith('/rest/v1/news');

async function editorType(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: /^(본문|공고 내용)$/ });
  await editor.click();
  await editor.pressSequentially(text);
}

async function clearEditor(page: Page) {
  const editor = page.getByRole('textbox', { name: /^(본문|공고 내용)$/ });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
}

/** The page starts signed in as the admin, with the file's session; the test opens its own first page. */
async function signIn(page: Page) {
  await useStoredSession(page, site.url, adminSession);
}

async function row<T>(table: string, id: number): Promise<T | undefined> {
  const response = await rest(site.url, null, 'GET', `${table}?id=eq.${id}&select=*`);
  return ((await response.json()) as T[])[0];
}

test.describe('news', () => {
  let newsId = 0;

  test('create with a real thumbnail and a described body image; validation first', async ({ page }) => {
    await signIn(page);
    await page.goto(`${site.url}/admin/news/new`);
    await page.getByRole('button', { name: '지금 게시' }).click();
    await expect(notice(page, '제목/썸네일/본문을 모두 입력해야 합니다.')).toBeVisible();

    await page.getByRole('textbox', { name: '제목', exact: true }).fill('   브라우저에서 쓴 새 뉴스   ');
    await page.getByLabel('썸네일 이미지').setInputFiles(png('thumb.png'));
    await expect(page.getByRole('img', { name: '새 썸네일 미리보기' })).toBeVisible();
    // An editor body of tags only counts as empty.
    await page.getByRole('button', { name: '지금 게시' }).click();
    await expect(notice(page, '제목/썸네일/본문을 모두 입력해야 합니다.')).toHaveCount(1);

    await editorType(page, '본문 첫 문단입니다.');
    // The toolbar's image asks for the image and its description: none goes in without one.
    await page.getByRole('button', { name: '이미지', exact: true }).first().click();
    const imageDialog = page.getByRole('dialog', { name: '본문에 이미지 넣기' });
    await imageDialog.getByLabel('이미지 파일').setInputFiles(png('inline.png'));
    await imageDialog.getByRole('button', { name: '본문에 넣기' }).click();
    await expect(imageDialog.getByText('이미지 설명을 입력하세요.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '본문', exact: true }).locator('img')).toHaveCount(0);
    await imageDialog.getByRole('textbox', { name: '이미지 설명 (대체 텍스트)' }).fill('파란 사각형');
    await imageDialog.getByRole('button', { name: '본문에 넣기' }).click();
    await expect(
      page.getByRole('textbox', { name: '본문', exact: true }).locator('img[alt="파란 사각형"]'),
    ).toHaveCount(1);

    await page.getByRole('button', { name: '지금 게시' }).click();
    await expect(notice(page, '게시했습니다.')).toBeVisible();
    // The first save opens the new item's own editor.
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
    newsId = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await row<{ title: string; thumbnail: string; content: string }>('news', newsId);
    expect(saved?.title).toBe('브라우저에서 쓴 새 뉴스');
    const uploaded = /\/storage\/v1\/object\/public\/news-images\/news\/[0-9a-f-]{36}\.png$/;
    expect(saved?.thumbnail).toMatch(uploaded);
    expect(saved?.content).toMatch(/<img[^>]+src="[^"]+\/news-images\/news\/[0-9a-f-]{36}\.png"/);
    // The editor read the image's size in the browser and stored it, so pages keep its place.
    expect(saved?.content).toMatch(/<img[^>]+\.png"[^>]* width="64" height="40"/);
    const image = await fetch(saved?.thumbnail ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/png');
  });

  test('a visitor sees the new post on the public page, without edit or delete', async ({ page }) => {
    await page.goto(`${site.url}/newsroom/News/${newsId}`);
    await expect(page.getByText('브라우저에서 쓴 새 뉴스').first()).toBeVisible();
    await expect(page.getByText('본문 첫 문단입니다.')).toBeVisible();
    // What the editor produced survives the sanitiser: the uploaded inline image shows, described.
    const inline = page.locator('main img[src*="/news-images/news/"]');
    await expect(inline).toHaveCount(1);
    await expect(inline).toHaveAttribute('alt', '파란 사각형');
    // Served through the image transformation, in its own 64 pixels (the editor stored its size), never more.
    await expect(inline).toHaveAttribute(
      'srcset',
      /render\/image\/public\/news-images\/news\/[0-9a-f-]{36}\.png\?width=64 64w$/,
    );
    await expect
      .poll(() =>
        inline.evaluate((image: HTMLImageElement) => image.complete && image.getBoundingClientRect().width),
      )
      .toBe(64);
    await expect(page.getByRole('link', { name: '수정', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);
  });

  test('edit: loading text, failures, cancel, then a successful save', async ({ page, consoleGuard }) => {
    consoleGuard.allow(refusedUpload);
    consoleGuard.allow(refusedWrite);
    await signIn(page);
    let releaseLoad: () => void = () => {};
    const loadHeld = new Promise<void>((resolve) => {
      releaseLoad = resolve;
    });
    await page.route(newsRows, async (route) => {
      if (route.request().method() === 'GET') await loadHeld;
      await route.continue();
    });
    // The spec's edit address is the spec's edit screen, on the dashboard's one item form.
    await page.goto(`${site.url}/newsroom/News/${newsId}/edit`);
    await expect(page).toHaveURL(`${site.url}/newsroom/News/${newsId}/edit`);
    await expect(page.getByText('뉴스 데이터를 불러오는 중...')).toBeVisible();
    releaseLoad();
    await expect(page.getByRole('heading', { level: 1, name: '뉴스 수정' })).toBeVisible();
    await expect(page.getByRole('img', { name: '현재 썸네일' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '제목', exact: true })).toHaveValue(
      '브라우저에서 쓴 새 뉴스',
    );
    const box = await page.getByRole('textbox', { name: '본문', exact: true }).boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(320);
    const form = await page.locator('form').first().boundingBox();
    expect(form?.width ?? 0).toBeLessThanOrEqual(800);

    // Empty body (tags stripped, trimmed): nothing is saved.
    await clearEditor(page);
    await editorType(page, '   ');
    await page.getByRole('button', { name: '수정 완료' }).click();
    await expect(notice(page, '제목/썸네일/본문을 모두 입력해야 합니다.')).toBeVisible();
    await editorType(page, '고친 본문입니다.');

    // A title of 301 characters is refused before saving, naming the field.
    await page.getByRole('textbox', { name: '제목', exact: true }).fill('가'.repeat(301));
    await page.getByRole('button', { name: '수정 완료' }).click();
    await expect(notice(page, '제목: 최대 300자까지 입력할 수 있습니다.')).toBeVisible();
    expect((await row<{ title: string }>('news', newsId))?.title).toBe('브라우저에서 쓴 새 뉴스');

    // A thumbnail whose content is not an image is refused as it is chosen (its bytes, not its name).
    await page.getByRole('textbox', { name: '제목', exact: true }).fill('고친 뉴스 제목');
    await page.getByLabel('썸네일 이미지').setInputFiles(fakePng);
    await expect(
      page.getByRole('alert').filter({ hasText: '썸네일 이미지: 파일 내용이 이미지가 아닙니다.' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: '새 썸네일 미리보기' })).toHaveCount(0);

    // 취소 asks first.
    await page.getByRole('button', { name: '취소', exact: true }).click();
    const dialog = page.getByRole('alertdialog', {
      name: '수정을 취소하시겠습니까? 변경사항이 저장되지 않습니다.',
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '계속 수정' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`${site.url}/newsroom/News/${newsId}/edit`);

    // A good thumbnail, and the save shows 저장 중... while it runs.
    await page.getByLabel('썸네일 이미지').setInputFiles(png('second.png'));
    let releaseSave: () => void = () => {};
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route(newsRows, async (route) => {
      if (route.request().method() === 'PATCH') await saveHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: '수정 완료' }).click();
    await expect(page.getByRole('button', { name: '저장 중...' })).toBeDisabled();
    releaseSave();
    // A successful save goes back to the post.
    await expect(page).toHaveURL(`${site.url}/newsroom/News/${newsId}`);
    const saved = await row<{ title: string; content: string; status: string }>('news', newsId);
    expect(saved).toMatchObject({ title: '고친 뉴스 제목', status: 'published' });
    expect(saved?.content).toContain('고친 본문입니다.');

    // From the public post, staff's 수정 leads to the edit screen; 취소 of an untouched form does not ask and
    // returns to the post.
    await page.goto(`${site.url}/newsroom/News/${newsId}`);
    await page.getByRole('link', { name: '수정', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/newsroom/News/${newsId}/edit`);
    await page.getByRole('button', { name: '취소', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(`${site.url}/newsroom/News/${newsId}`);
  });

  test('a post that cannot be found says so', async ({ page }) => {
    await signIn(page);
    await page.goto(`${site.url}/admin/news/987654`);
    await expect(page.getByText('항목을 찾을 수 없습니다. 삭제되었을 수 있습니다.')).toBeVisible();
  });

  test('delete asks, shows 삭제 중..., then goes to the list', async ({ page }) => {
    await signIn(page);
    await page.goto(`${site.url}/newsroom/News/${newsId}`);
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '정말로 이 게시물을 삭제하시겠습니까?' });
    await expect(dialog).toBeVisible();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(newsRows, async (route) => {
      if (route.request().method() === 'DELETE') await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: '삭제하기' }).click();
    await expect(dialog.getByRole('button', { name: '삭제 중...' })).toBeDisabled();
    release();
    await expect(notice(page, '게시물이 성공적으로 삭제되었습니다.')).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/newsroom/News`);
    expect(await row('news', newsId)).toBeUndefined();
  });

  test('a delete that fails says so with the message', async ({ page }) => {
    const id = await insertAsAdmin(site.url, 'news', {
      title: '곧 사라질 뉴스',
      content: '<p>본문</p>',
      thumbnail: '/media/logo.svg',
    });
    await signIn(page);
    await page.goto(`${site.url}/newsroom/News/${id}`);
    await expect(page.getByRole('button', { name: '삭제', exact: true })).toBeVisible();
    // Someone else deletes it first: this delete then changes nothing, and says so.
    const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
    expect((await rest(site.url, token, 'DELETE', `news?id=eq.${id}`)).status).toBe(200);
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제하기' }).click();
    await expect(notice(page, /^게시물 삭제 중 오류가 발생했습니다: .+/)).toBeVisible();
  });
});

test.describe('videos', () => {
  test('create (a full link is reduced to its key), view, edit, fail, delete', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(refusedWrite);
    await signIn(page);
    await page.goto(`${site.url}/admin/youtube/new`);
    await page.getByRole('button', { name: '지금 게시' }).click();
    await expect(notice(page, '제목/인덱스를 모두 입력해야 함')).toBeVisible();

    await page.getByRole('textbox', { name: '제목', exact: true }).fill('  새 홍보 영상  ');
    await page.getByLabel('index').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10s');
    await page.getByRole('button', { name: '지금 게시' }).click();
    await expect(notice(page, '게시했습니다.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/youtube\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await row('youtube', id)).toMatchObject({ title: '새 홍보 영상', video_id: 'aqz-KE-bpKQ' });

    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('no browser');
    await visitor.goto(`${site.url}/newsroom/Youtube/${id}`);
    await expect(visitor.getByText('새 홍보 영상').first()).toBeVisible();
    await visitor.close();

    // The editor stays open on the new video.
    await expect(page.getByLabel('index')).toHaveValue('aqz-KE-bpKQ');
    await page.getByRole('textbox', { name: '제목', exact: true }).fill('가'.repeat(301));
    await page.getByRole('button', { name: '저장 (게시 유지)' }).click();
    await expect(notice(page, '제목: 최대 300자까지 입력할 수 있습니다.')).toBeVisible();
    await page.getByRole('textbox', { name: '제목', exact: true }).fill('고친 홍보 영상');
    await page.getByLabel('index').fill('youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: '저장 (게시 유지)' }).click();
    await expect(page).toHaveURL(`${site.url}/admin/youtube/${id}`);
    await expect
      .poll(async () => row('youtube', id))
      .toMatchObject({ title: '고친 홍보 영상', video_id: 'dQw4w9WgXcQ' });

    // Deleting happens from the list.
    await page.goto(`${site.url}/admin?kind=youtube`);
    await chooseRowAction(page, page, '고친 홍보 영상', '삭제');
    await page
      .getByRole('alertdialog', { name: '정말로 이 게시물을 삭제하시겠습니까?' })
      .getByRole('button', { name: '삭제하기' })
      .click();
    await expect(notice(page, '게시물이 성공적으로 삭제되었습니다.')).toBeVisible();
    await expect(page.getByRole('link', { name: '고친 홍보 영상', exact: true })).toHaveCount(0);
    expect(await row('youtube', id)).toBeUndefined();
  });
});

const boards = [
  {
    name: 'announcements',
    table: 'announcement',
    required: '제목과 내용을 모두 입력해야 합니다.',
    publicPath: (id: number) => `/ir/Announcement/${id}`,
  },
  {
    name: 'shareholder notices',
    table: 'shareholders',
    required: '제목을 입력해야 합니다.',
    publicPath: () => '/ir/Shareholders',
  },
] as const;

for (const board of boards) {
  test.describe(board.name, () => {
    test('create, view, edit, fail, delete', async ({ page, consoleGuard }) => {
      consoleGuard.allow(refusedWrite);
      await signIn(page);
      await page.goto(`${site.url}/admin/${board.table}/new`);
      await page.getByRole('button', { name: '지금 게시' }).click();
      await expect(notice(page, board.required)).toBeVisible();

      const title = `새 ${board.name} 제목`;
      await page.getByLabel('공고 제목').fill(`  ${title}  `);
      if (board.table === 'shareholders') await page.getByLabel('주주총회 일자').fill('2026-03-27');
      await editorType(page, '공고 본문입니다.');
      await page.getByRole('button', { name: '지금 게시' }).click();
      await expect(notice(page, '게시했습니다.')).toBeVisible();
      // The first save opens the new item's own editor.
      await expect(page).toHaveURL(new RegExp(`/admin/${board.table}/\\d+$`));
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const saved = await row<{ content: string; meeting_date?: string }>(board.table, id);
      expect(saved?.content).toContain('공고 본문입니다.');
      if (board.table === 'shareholders') expect(saved?.meeting_date).toBe('2026-03-27');

      const visitor = await page.context().browser()?.newPage();
      if (!visitor) throw new Error('no browser');
      await visitor.goto(`${site.url}${board.publicPath(id)}`);
      await expect(visitor.getByText(title).first()).toBeVisible();
      await visitor.close();

      await page.goto(`${site.url}/admin?kind=${board.table}`);
      await page.getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByLabel('공고 제목')).toHaveValue(title);
      await page.getByLabel('공고 제목').fill('가'.repeat(301));
      await page.getByRole('button', { name: '저장 (게시 유지)' }).click();
      await expect(notice(page, '공고 제목: 최대 300자까지 입력할 수 있습니다.')).toBeVisible();
      await page.getByLabel('공고 제목').fill(`${title} (수정)`);
      await page.getByRole('button', { name: '저장 (게시 유지)' }).click();
      await expect(page).toHaveURL(`${site.url}/admin/${board.table}/${id}`);
      await expect.poll(async () => row(board.table, id)).toMatchObject({ title: `${title} (수정)` });

      await page.goto(`${site.url}/admin?kind=${board.table}`);
      await chooseRowAction(page, page, `${title} (수정)`, '삭제');
      await page.getByRole('alertdialog').getByRole('button', { name: '삭제하기' }).click();
      await expect(notice(page, '게시물이 성공적으로 삭제되었습니다.')).toBeVisible();
      expect(await row(board.table, id)).toBeUndefined();
    });
  });
}
