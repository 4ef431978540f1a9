// The server side of the site, built by `vite build --ssr` into dist-server/: the backend renders pages
// with it on request, and the prerender script writes the static pages with it at build time.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BackendConfig, setBackendConfig } from '../data/config';
import { fetchSitemapItems } from '../data/reads';
import { pageFiles } from '../pages/registry';
import { INTRO_GATE_MODULE, type Manifest, renderDocument, type Styles } from './document';
import { renderPage } from './renderPage';

export type { BackendConfig };

export interface RenderedDocument {
  status: number;
  redirect?: string;
  html: string;
  /** True when the page shows content from the backend: it must be rendered again when content changes. */
  usesData: boolean;
}

export interface SiteRenderer {
  /**
   * `liveData`: the caller renders the page again whenever content changes (the backend's page cache), so the
   * browser can take the page's data as current (see `SsrState.liveData`).
   */
  render(
    url: string,
    options: { origin: string; withData: boolean; liveData?: boolean },
  ): Promise<RenderedDocument>;
}

/**
 * A renderer over a client build: `template` is the built index.html, `manifest` Vite's manifest of the
 * same build. With `backend`, pages are rendered with their data, read through the same client code the
 * browser uses.
 */
export function createSiteRenderer(options: {
  template: string;
  manifest: Manifest;
  /** The build's style sheets, inlined into each page (see `loadBuild`). */
  styles?: Styles;
  backend?: BackendConfig;
}): SiteRenderer {
  if (options.backend) setBackendConfig(options.backend);
  return {
    async render(url, { origin, withData, liveData }) {
      const withBackend = withData && options.backend !== undefined;
      const page = await renderPage(url, {
        origin,
        withData: withBackend,
        liveData: withBackend && liveData,
      });
      if (page.redirect) return { status: page.status, redirect: page.redirect, html: '', usesData: false };
      const html = renderDocument(
        options.template,
        options.manifest,
        {
          language: page.language,
          head: page.head,
          html: page.html,
          state: page.state,
          pageModule: page.pageKey ? `src/pages/${pageFiles[page.pageKey]}` : undefined,
          namespaces: page.namespaces,
          // Home carries its intro's first frame; the gate shows it only to a visitor who is to see the intro.
          headScripts: page.pageKey === 'home' ? [INTRO_GATE_MODULE] : undefined,
        },
        options.styles,
      );
      return { status: page.status, html, usesData: page.usesData };
    },
  };
}

/** Reads the template, manifest and style sheets that `pnpm build` leaves in a server build directory. */
export function loadBuild(serverDir: string): { template: string; manifest: Manifest; styles: Styles } {
  const stylesFile = join(serverDir, 'styles.json');
  return {
    template: readFileSync(join(serverDir, 'template.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(serverDir, 'manifest.json'), 'utf8')) as Manifest,
    styles: existsSync(stylesFile) ? (JSON.parse(readFileSync(stylesFile, 'utf8')) as Styles) : {},
  };
}

export { pageQuery } from '../app/pageQuery';
export { buildNewsFeed, buildSitemapXml, robotsTxt } from '../seo';
export { precompressDir } from './precompress';
export { detailPaths, prerenderSite, staticPagePaths } from './prerender';

/** The ids of every news item, video and announcement (the backend must be named first). */
export async function listDetailIds(): Promise<{
  news: number[];
  videos: number[];
  announcements: number[];
}> {
  const items = await fetchSitemapItems();
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return { news: ids(items.news), videos: ids(items.videos), announcements: ids(items.announcements) };
}

/** Names the backend that data is read from (prerendering with content). */
export { setBackendConfig };
