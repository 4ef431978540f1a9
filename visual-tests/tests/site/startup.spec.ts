import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../../src/fixtures';

// Start-up behaviours that do not depend on the viewport: checked at desktop size only (playwright.config.ts).

const PAGE = '/company/intro/Intro';

test("starting the application leaves the server's <html lang> as it is", async ({ page, site }) => {
  // Every write of the attribute, even of the same value, restyles each element a :lang() rule reaches.
  await page.addInitScript(() => {
    const writes: string[] = [];
    Object.assign(window, { langWrites: writes });
    // The script runs before the document has its root element: the whole document is watched.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === document.documentElement)
          writes.push(document.documentElement.getAttribute('lang') ?? '');
      }
    }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
  });
  const langWrites = () => page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites);
  for (const [url, language] of [
    [PAGE, 'ko'],
    [`/en${PAGE}`, 'en'],
  ] as const) {
    await page.goto(`${site.url}${url}`);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await langWrites(), url).toEqual([]);
  }
  // Switching the language in the page does write it, once.
  await page.getByRole('button', { name: 'Choose language EN' }).click();
  await page.getByRole('button', { name: 'KR', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  expect(await langWrites()).toEqual(['ko']);
});

test("the first paint waits for the page's main content when the HTML arrives in parts", async ({
  page,
  site,
}) => {
  // A proxy sends the page's HTML up to its header, then the rest 800 ms later. Painted in between, the
  // header alone would be the first paint, and the rest laid out after it.
  const stallMs = 800;
  const proxy = createServer(async (request, response) => {
    const upstream = await fetch(`${site.url}${request.url ?? '/'}`, {
      headers: { accept: request.headers.accept ?? '*/*' },
    }).catch(() => undefined);
    if (!upstream) {
      response.writeHead(502).end();
      return;
    }
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
    if (!type.startsWith('text/html')) {
      response.end(body);
      return;
    }
    const html = body.toString('utf8');
    const split = html.indexOf('</header>') + '</header>'.length;
    response.write(html.slice(0, split));
    setTimeout(() => response.end(html.slice(split)), stallMs);
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  try {
    const { port } = proxy.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}${PAGE}`);
    const paint = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lastByte: number }>((resolve) => {
          const response = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          new PerformanceObserver((list) => {
            const fcp = list.getEntriesByName('first-contentful-paint')[0];
            if (fcp) resolve({ fcp: fcp.startTime, lastByte: response.responseEnd });
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    expect(paint.lastByte, 'the HTML came in two parts').toBeGreaterThan(stallMs);
    expect(paint.fcp, 'the first paint came after the main content').toBeGreaterThanOrEqual(paint.lastByte);
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating', { timeout: 15_000 });
  } finally {
    await page.goto('about:blank');
    proxy.closeAllConnections();
    await new Promise((closed) => proxy.close(closed));
  }
});
