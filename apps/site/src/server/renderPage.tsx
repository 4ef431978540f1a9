import type { PageKey } from '@company/content';
import {
  defaultNamespace,
  fallbackLanguage,
  fixedRoutes,
  type Language,
  namespaces,
  parseLanguagePath,
  protectedPages,
} from '@company/content';
import { resources } from '@company/content/resources';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { SiteRoutes } from '../app/App';
import { loadRoutePage } from '../app/RoutePage';
import { matchSiteRoute } from '../app/routes';
import { SiteOriginProvider } from '../seo';
import { type PageStatus, PageStatusProvider } from '../ssr/pageStatus';
import type { SsrState } from '../ssr/state';
import { readPageData } from './pageData';
import { installServerSanitiser } from './sanitiser';

installServerSanitiser();

export interface RenderedPage {
  status: number;
  /** Where a redirect route sends the visitor, when it is one. */
  redirect?: string;
  /** The tags React hoists to <head>: title, meta, link. */
  head: string;
  /** The markup of #root. */
  html: string;
  language: Language;
  /** True for the not-found page (any path no route has). */
  notFound?: boolean;
  /** The page shown, when a page route matched. */
  pageKey?: PageKey;
  /** True when the page was rendered with data read from the backend (it changes when content changes). */
  usesData: boolean;
  /** How many times the page was rendered: once when all it reads was read before, more when a render found more. */
  renders: number;
  state: SsrState;
}

export interface RenderOptions {
  /**
   * Read the page's data from the backend before rendering (the backend must be named with
   * setBackendConfig). Without it, data sections render their loading state and the browser fetches.
   */
  withData?: boolean;
  /** The site's public origin, for canonical URLs and share tags. */
  origin?: string;
  /**
   * The answering server renders the page again whenever content changes (see `SsrState.liveData`); without
   * it the page is taken for a build-time snapshot.
   */
  liveData?: boolean;
}

// A data read discovered by one render pass leads to another pass with its answer; neighbours of a news
// item are discovered together with it, so two or three passes are the most a page needs.
const MAX_DATA_PASSES = 4;

/** A fresh i18next instance with every translation, in the page's language. */
async function serverI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    resources,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Fetches every query the last pass asked for and did not have; false when there was none. */
async function fetchMissingData(queryClient: QueryClient): Promise<boolean> {
  const missing = queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
  if (missing.length === 0) return false;
  await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  return true;
}

function isProtectedPage(pageKey: string): boolean {
  return (
    protectedPages().some((page) => page.pageKey === pageKey) ||
    fixedRoutes.some((route) => route.protected && route.pageKey === pageKey)
  );
}

const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Renders one URL of the site with React DOM's server renderer and React Router's static router. The
 * language comes from the URL alone (unprefixed and /ko are Korean, /en English).
 */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const requestUrl = new URL(url, 'http://127.0.0.1');
  const language = parseLanguagePath(requestUrl.pathname).language ?? 'ko';
  const route = matchSiteRoute(requestUrl.pathname);
  const emptyState: SsrState = {
    path: requestUrl.pathname,
    language,
    queries: { mutations: [], queries: [] },
    liveData: options.liveData ?? false,
  };
  if ('redirectTo' in route) {
    return {
      status: 302,
      redirect: route.redirectTo,
      head: '',
      html: '',
      language,
      usesData: false,
      renders: 0,
      state: emptyState,
    };
  }
  const { pageKey } = route;
  await loadRoutePage(pageKey, route.language);
  const i18n = await serverI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const pageStatus: PageStatus = { notFound: route.path === '*' };
  // React's prerender waits for lazy components and Suspense, so the HTML is the whole page; no boundary is
  // split out to be completed by an inline script (there are none: the CSP allows no inline script).
  let renders = 0;
  const renderOnce = async () => {
    renders += 1;
    // Each pass says afresh what it showed: an item still loading is not an item missing.
    pageStatus.notFound = route.path === '*';
    const { prelude } = await prerender(
      <PageStatusProvider status={pageStatus}>
        <SiteOriginProvider origin={options.origin ?? ''}>
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <StaticRouter location={`${requestUrl.pathname}${requestUrl.search}`}>
                <SiteRoutes />
              </StaticRouter>
            </QueryClientProvider>
          </I18nextProvider>
        </SiteOriginProvider>
      </PageStatusProvider>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };

  // Admin pages read their data in the browser, as the signed-in admin: the server renders their shell.
  const adminPage = isProtectedPage(pageKey);
  // What the page is known to read is read first, so that its first render has it.
  let usesData =
    options.withData === true &&
    !adminPage &&
    (await readPageData(pageKey, requestUrl, language, queryClient));
  let markup = await renderOnce();
  if (options.withData && !adminPage) {
    for (let pass = 0; pass < MAX_DATA_PASSES && (await fetchMissingData(queryClient)); pass += 1) {
      usesData = true;
      markup = await renderOnce();
    }
  }
  const head = HOISTED.exec(markup)?.[0] ?? '';
  return {
    // The not-found page, and an item page whose item does not exist, say so in their status too: a 200
    // would be a soft 404 to search engines.
    status: pageStatus.notFound ? 404 : 200,
    notFound: pageStatus.notFound,
    head,
    html: markup.slice(head.length),
    language,
    pageKey,
    usesData,
    renders,
    state: { ...emptyState, queries: dehydrate(queryClient) },
  };
}
