import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { ServerConfig } from '../config';
import { englishTwin, hasLanguagePrefix, LANGUAGE_VARY, visitorLanguage } from './language-redirect';
import { type CachedPage, PageCache } from './page-cache';
import { RenderLimit } from './render-limit';
import { siteOrigin } from './site-origin';
import { type FeedLanguage, loadSiteServerBuild, type SiteServerBuild } from './site-server';

/** Paths the API and the static files own: never rendered as pages. */
const NOT_PAGES = /^\/(?:rest|auth|storage|assets|media)\//;

/** The documents besides pages that the site's server build writes: robots, sitemap and feeds. */
const DOCUMENTS: Record<string, { contentType: string; usesData: boolean }> = {
  '/robots.txt': { contentType: 'text/plain; charset=utf-8', usesData: false },
  '/sitemap.xml': { contentType: 'application/xml; charset=utf-8', usesData: true },
  '/rss.xml': { contentType: 'application/rss+xml; charset=utf-8', usesData: true },
  '/en/rss.xml': { contentType: 'application/rss+xml; charset=utf-8', usesData: true },
  '/ko/rss.xml': { contentType: 'application/rss+xml; charset=utf-8', usesData: true },
};

/** True for a GET of something that may be a page: no file extension in its last segment. */
export function isPagePath(path: string): boolean {
  if (NOT_PAGES.test(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

type PageEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compressWith: Record<PageEncoding, (body: string) => Promise<Buffer>> = {
  // Quality 9 of 11: within a few percent of the smallest, at a fraction of the time.
  br: (body) => brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (body) => gzipped(body),
};

/**
 * For answers not yet asked for twice: not-found pages, which the cache never keeps, and pages on the cache's
 * probation, which a made-up URL (a search, a page number) is asked for once. Compressed on every request, so
 * cheaply. Quality 9 took several milliseconds and megabytes of the encoder's own memory per answer: 1,500
 * made-up paths took the resident memory from 337 to 459 MB (380 MB sent uncompressed), and 2,000 made-up URLs
 * of eight shapes raised it 91–107 MB above the start with the pages on probation at quality 9, 56–59 MB at 4.
 */
const compressOnceWith: Record<PageEncoding, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 },
    }),
  gzip: (body) => gzipped(body, { level: 4 }),
};

/**
 * The encoding a page goes out in: brotli or gzip as the client prefers them (brotli on a tie), or
 * undefined for the app's compress middleware to decide (deflate, or nothing).
 */
function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: PageEncoding; q: number } | undefined;
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (best === undefined || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

interface Renderer {
  build: SiteServerBuild;
  render: ReturnType<SiteServerBuild['createSiteRenderer']>['render'];
}

/**
 * Server-rendered pages: every page of the site rendered on request by the site's own server build, with
 * the content of this backend read over HTTP through the same client code the browser uses, kept in a
 * cache until an admin changes content.
 */
export class SitePages {
  /**
   * Each page's compressed bodies once it has been asked for again (protected in the cache), made once: such a
   * page is asked for far more often than rendered.
   */
  private readonly compressed = new WeakMap<CachedPage, Partial<Record<PageEncoding, Promise<Buffer>>>>();
  private renderer: Promise<Renderer | undefined> | undefined;
  private readonly renders = new RenderLimit();

  constructor(
    private readonly config: ServerConfig,
    private readonly anonKey: string,
    readonly cache = new PageCache(),
  ) {}

  /** Content changed: pages and documents rendered from content are rendered again when next asked for. */
  invalidateContent(): void {
    this.cache.invalidateData();
  }

  /**
   * The answer for a page or document path, or undefined when the site has no server build. Pages are kept
   * by what changes them: the site's origin (never a forged `Host`), the path, and only the query
   * parameters a page reads; any other parameter gets the canonical page. Not-found answers are not kept,
   * so that made-up paths cannot fill the cache, and a page asked for once (a made-up search or page number)
   * stays on the cache's probation, an eighth of it, until it is asked for again.
   */
  async answer(c: Context): Promise<Response | undefined> {
    const url = new URL(c.req.url);
    const document = DOCUMENTS[url.pathname];
    if (!document && !isPagePath(url.pathname)) return undefined;
    const renderer = await this.loadRenderer(c);
    if (!renderer) return undefined;
    // An unprefixed page is Korean unless the visitor chose or prefers English: then its /en twin, at once.
    const vary = document || hasLanguagePrefix(url.pathname) ? [] : [LANGUAGE_VARY];
    if (vary.length > 0 && this.wantsEnglish(c, url)) {
      const params = new URLSearchParams(url.search);
      params.delete('lng');
      const search = params.size > 0 ? `?${params}` : '';
      return c.body(null, 302, {
        Location: englishTwin(url.pathname, search),
        'Cache-Control': 'no-cache',
        Vary: LANGUAGE_VARY,
      });
    }
    const origin = siteOrigin(c, this.config);
    const path = document
      ? url.pathname
      : `${url.pathname}${renderer.build.pageQuery(url.pathname, url.search)}`;
    const render = () =>
      this.renders.run(() =>
        document
          ? this.renderDocument(renderer.build, url.pathname, origin, document)
          : this.renderPage(renderer, path, origin),
      );
    const key = `${origin}${path}`;
    const page = await this.cache.get(key, render);
    if (page.location) {
      const redirect = c.redirect(page.location, page.status === 301 ? 301 : 302);
      if (vary.length > 0) redirect.headers.set('Vary', vary.join(', '));
      return redirect;
    }
    const headers: Record<string, string> = { 'Content-Type': page.contentType, 'Cache-Control': 'no-cache' };
    const encoding = c.req.method === 'GET' ? pageEncoding(c.req.header('accept-encoding')) : undefined;
    if (encoding === undefined) {
      if (vary.length > 0) headers.Vary = vary.join(', ');
      return c.body(page.body, page.status as 200, headers);
    }
    return c.body(new Uint8Array(await this.compressedBody(key, page, encoding)), page.status as 200, {
      ...headers,
      'Content-Encoding': encoding,
      Vary: [...vary, 'Accept-Encoding'].join(', '),
    });
  }

  /** `?lng=` first (an explicit choice in the link), then the visitor's cookie and `Accept-Language`. */
  private wantsEnglish(c: Context, url: URL): boolean {
    const fromQuery = url.searchParams.get('lng');
    if (fromQuery === 'en' || fromQuery === 'ko') return fromQuery === 'en';
    return visitorLanguage(c.req.header('cookie'), c.req.header('accept-language')) === 'en';
  }

  private compressedBody(key: string, page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
    if (!this.cache.isProtected(key)) return compressOnceWith[encoding](page.body);
    let bodies = this.compressed.get(page);
    if (!bodies) {
      bodies = {};
      this.compressed.set(page, bodies);
    }
    bodies[encoding] ??= compressWith[encoding](page.body);
    return bodies[encoding];
  }

  private async renderPage(renderer: Renderer, path: string, origin: string): Promise<CachedPage> {
    // This cache drops the page when content changes, so the page's data is current whenever it is served.
    const page = await renderer.render(path, { origin, withData: true, liveData: true });
    return {
      status: page.status,
      body: page.html,
      contentType: 'text/html; charset=utf-8',
      location: page.redirect,
      usesData: page.usesData,
    };
  }

  private async renderDocument(
    build: SiteServerBuild,
    path: string,
    origin: string,
    document: { contentType: string; usesData: boolean },
  ): Promise<CachedPage> {
    const body =
      path === '/robots.txt'
        ? build.robotsTxt(origin)
        : path === '/sitemap.xml'
          ? await build.buildSitemapXml(origin)
          : await build.buildNewsFeed(origin, feedLanguage(path));
    return { status: 200, body, contentType: document.contentType, usesData: document.usesData };
  }

  private loadRenderer(c: Context): Promise<Renderer | undefined> {
    this.renderer ??= loadSiteServerBuild(this.config.siteServerDir).then((build) => {
      if (!build) return undefined;
      const renderer = build.createSiteRenderer({
        ...build.loadBuild(this.config.siteServerDir),
        backend: {
          supabaseUrl: this.config.publicSupabaseUrl ?? selfUrl(this.config, c),
          supabaseAnonKey: this.config.publicSupabaseAnonKey ?? this.anonKey,
        },
      });
      return { build, render: renderer.render };
    });
    return this.renderer;
  }
}

function feedLanguage(path: string): FeedLanguage {
  return path.startsWith('/en/') ? 'en' : 'ko';
}

/** This server as the renderer reaches it: the address the request came in on, over loopback when it can. */
function selfUrl(config: ServerConfig, c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { localPort?: number } } } | undefined)?.incoming;
  const port = incoming?.socket?.localPort ?? config.port;
  const wildcard = ['0.0.0.0', '::', '', 'localhost', '127.0.0.1', '::1'].includes(config.host);
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${port}`;
}
