import type { Browser, Page, Request } from '@playwright/test';
import { expect, test } from '../../src/fixtures';
import { type RunningServer, startSite } from '../../src/servers';
import { ADMIN, backendConfig, insertAsAdmin, passwordToken } from '../admin/helpers';
import { loadLazyImages, stubYoutube } from './dataPages';

/**
 * An editor's full-size photo, used as a news post's thumbnail and inside its body: visitors get it sized for
 * where it is shown, through Storage's image transformation, and never the original.
 */
let site: RunningServer;
let newsId: number;
let photoBytes: number;
const PHOTO_PATH = 'news/ulsan-plant-photo.jpg';
const ORIGINAL = '/storage/v1/object/public/';
const RENDERED = '/storage/v1/render/image/public/news-images/news/ulsan-plant-photo.jpg?';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A 4000 × 3000 photo-like JPEG (soft shapes over a gradient, with grain), made by the browser's encoder. */
async function makePhoto(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(4000, 3000);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const sky = context.createLinearGradient(0, 0, 0, 3000);
      sky.addColorStop(0, '#8fb8de');
      sky.addColorStop(0.55, '#e8eef2');
      sky.addColorStop(1, '#5b6b52');
      context.fillStyle = sky;
      context.fillRect(0, 0, 4000, 3000);
      let seed = 7;
      const random = () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
      for (let index = 0; index < 400; index += 1) {
        context.fillStyle = `hsla(${Math.floor(random() * 360)}, 35%, ${30 + random() * 50}%, 0.35)`;
        context.beginPath();
        context.ellipse(random() * 4000, random() * 3000, 40 + random() * 400, 30 + random() * 250, 0, 0, 7);
        context.fill();
      }
      const pixels = context.getImageData(0, 0, 4000, 3000);
      for (let index = 0; index < pixels.data.length; index += 4) {
        const grain = (random() - 0.5) * 40;
        pixels.data[index] = (pixels.data[index] ?? 0) + grain;
        pixels.data[index + 1] = (pixels.data[index + 1] ?? 0) + grain;
        pixels.data[index + 2] = (pixels.data[index + 2] ?? 0) + grain;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      }
      return btoa(binary);
    });
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  site = await startSite({ startTimeoutMs: 200_000 });
  const photo = await makePhoto(browser);
  photoBytes = photo.length;
  const token = await passwordToken(site.url, ADMIN.email, ADMIN.password);
  const { supabaseAnonKey } = await backendConfig(site.url);
  const upload = await fetch(`${site.url}/storage/v1/object/news-images/${PHOTO_PATH}`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(photo),
  });
  expect(upload.status, await upload.clone().text()).toBe(200);
  const publicUrl = `${site.url}/storage/v1/object/public/news-images/${PHOTO_PATH}`;
  newsId = await insertAsAdmin(site.url, 'news', {
    title: '사진으로 보는 울산 2공장',
    content: `<p>공장 전경입니다.</p><img src="${publicUrl}" alt="울산 2공장 전경" width="4000" height="3000"><p>끝.</p>`,
    thumbnail: publicUrl,
  });
});

test.afterAll(async () => {
  await site?.stop();
});

test.beforeEach(async ({ page }) => {
  await stubYoutube(page);
});

/** Every image request the page makes, with the bytes of each answer. */
function watchImages(page: Page): { url: string; bytes: Promise<number> }[] {
  const seen: { url: string; bytes: Promise<number> }[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() !== 'image') return;
    seen.push({
      url: request.url(),
      bytes: request
        .response()
        .then(async (response) => (response ? (await response.body()).length : 0))
        .catch(() => 0),
    });
  });
  return seen;
}

async function expectNoOriginals(images: { url: string }[]): Promise<void> {
  expect(images.filter((image) => image.url.includes(ORIGINAL)).map((image) => image.url)).toEqual([]);
}

/** The bytes the page downloaded for the photo, all widths together. */
async function photoDownload(images: { url: string; bytes: Promise<number> }[]): Promise<number> {
  const sizes = await Promise.all(
    images.filter((image) => image.url.includes('ulsan-plant-photo')).map((image) => image.bytes),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

test('the news list and home show the photo as a card, in a width the card needs', async ({ page }, info) => {
  const images = watchImages(page);
  for (const path of ['/newsroom/News', '/']) {
    await page.goto(`${site.url}${path}`);
    const card = page.getByRole('article').filter({ hasText: '사진으로 보는 울산 2공장' }).locator('img');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveJSProperty('complete', true);
    await expect(card).toHaveAttribute(
      'srcset',
      /render\/image\/public\/news-images\/news\/ulsan-plant-photo\.jpg\?width=320&height=180&resize=cover 320w/,
    );
    await expect(card).toHaveAttribute('sizes', /100vw/);
    await expect(card).toHaveAttribute('width', '960');
    await expect(card).toHaveAttribute('height', '540');
    const shown = await card.evaluate((image: HTMLImageElement) => ({
      current: image.currentSrc,
      drawn: image.getBoundingClientRect().width,
    }));
    expect(shown.current).toContain(RENDERED);
    // The browser took the narrowest width that covers the card (one pixel per CSS pixel here).
    const picked = Number(new URL(shown.current).searchParams.get('width'));
    expect(picked).toBeGreaterThanOrEqual(shown.drawn);
    await loadLazyImages(page);
  }
  await expectNoOriginals(images);
  const downloaded = await photoDownload(images);
  expect(downloaded).toBeGreaterThan(0);
  expect(downloaded).toBeLessThan(photoBytes / 20);
  info.annotations.push({
    type: 'bytes',
    description: `list + home: ${downloaded} of a ${photoBytes}-byte photo`,
  });
});

test('the post shows the body photo sized for the reading column, and shares it at 1200 × 630', async ({
  page,
}, info) => {
  const images = watchImages(page);
  await page.goto(`${site.url}/newsroom/News/${newsId}`);
  const body = page.locator('main img[alt="울산 2공장 전경"]');
  await body.scrollIntoViewIfNeeded();
  await expect(body).toHaveJSProperty('complete', true);
  await expect(body).toHaveAttribute('srcset', /\?width=1920 1920w$/);
  await expect(body).toHaveAttribute('sizes', '(min-width: 900px) 860px, 100vw');
  // The size the editor stored keeps the photo's place: its box has the photo's shape before and after.
  await expect(body).toHaveAttribute('width', '4000');
  await expect(body).toHaveAttribute('height', '3000');
  const box = await body.boundingBox();
  expect(box && Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.01);
  const current = await body.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(current).toContain(RENDERED);
  expect(Number(new URL(current).searchParams.get('width'))).toBeGreaterThanOrEqual(box?.width ?? Infinity);
  await loadLazyImages(page);
  await expectNoOriginals(images);
  const downloaded = await photoDownload(images);
  expect(downloaded).toBeLessThan(photoBytes / 5);
  info.annotations.push({ type: 'bytes', description: `post: ${downloaded} of a ${photoBytes}-byte photo` });

  const share = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(share).toBe(
    `${site.url}/storage/v1/render/image/public/news-images/${PHOTO_PATH}?width=1200&height=630&resize=cover&format=origin`,
  );
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  // A link preview's crawler asks with no image types: it gets a 1200 × 630 JPEG.
  const preview = await fetch(share ?? '', { headers: { accept: '*/*' } });
  expect(preview.headers.get('content-type')).toBe('image/jpeg');
  const size = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return [bitmap.width, bitmap.height];
  }, share ?? '');
  expect(size).toEqual([1200, 630]);
});

test('the neighbouring post shows the photo at the thumbnail’s width', async ({ page }) => {
  const images = watchImages(page);
  // The post before it (by id) names it as its next.
  await page.goto(`${site.url}/newsroom/News/${newsId - 1}`);
  const thumbnail = page
    .getByRole('navigation', { name: /이전글/ })
    .locator('img[srcset*="ulsan-plant-photo"]');
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveJSProperty('complete', true);
  await expect(thumbnail).toHaveAttribute('sizes', '6rem');
  const current = await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(current).toContain(`${RENDERED}width=160&height=90&resize=cover`);
  await expectNoOriginals(images);
});
