// @vitest-environment node
import { fixedRoutes, routedPages } from '@company/content';
import { describe, expect, it } from 'vitest';
import { renderPage } from './renderPage';

const publicPaths = [
  '/',
  ...routedPages()
    .filter((page) => !page.protected)
    .map((page) => page.path),
  ...fixedRoutes.filter((route) => !route.protected).map((route) => route.path.replace(':id', '1')),
];

describe('every public route renders on the server', () => {
  for (const prefix of ['', '/en']) {
    for (const path of publicPaths) {
      const url = prefix && path === '/' ? prefix : `${prefix}${path}`;
      it(`${url}`, async () => {
        const page = await renderPage(url);
        expect(page.status).toBe(200);
        expect(page.html).toContain('<main');
        expect(page.html).toMatch(/<h1[\s>]/);
        // A boundary the server could not render would be left to the browser: none may be.
        expect(page.html).not.toContain('<!--$!-->');
        // Nor completed later by a script: every boundary is in place.
        expect(page.html).not.toContain('<!--$?-->');
        expect(page.html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
        // Every text comes from a namespace the page's route loads in the browser.
        expect(page.namespacesUsed.filter((namespace) => !page.namespaces.includes(namespace))).toEqual([]);
      });
    }
  }

  it('shows the not-found page for unknown paths', async () => {
    const page = await renderPage('/no/such/page');
    expect(page.notFound).toBe(true);
    expect(page.status).toBe(404);
    expect(page.head).toContain('<meta name="robots" content="noindex');
    expect(page.html).toContain('<h1');
  });

  it('marks its data live only when the answering server says it renders the page again on changes', async () => {
    expect((await renderPage('/newsroom/News')).state.liveData).toBe(false);
    expect((await renderPage('/newsroom/News', { liveData: true })).state.liveData).toBe(true);
  });

  it('renders the language of the URL', async () => {
    expect((await renderPage('/en/company/Location')).language).toBe('en');
    expect((await renderPage('/company/Location')).language).toBe('ko');
  });
});
