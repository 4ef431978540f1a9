import type { Namespace, PageKey } from '@company/content';
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
import { dehydrate, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { matchRoutes, StaticRouter } from 'react-router';
import { SiteRoutes } from '../app/App';
import { loadRoutePage, pageNamespaces } from '../app/RoutePage';
import { matchSiteRoute } from '../app/routes';
import { pageModules } from '../pages/registry';
import { SiteOriginProvider } from '../seo';
import { type PageStatus, PageStatusProvider } from '../ssr/pageStatus';
import type { SsrState } from '../ssr/state';
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
  /**
   * What the page read while rendering that its module's `reads` had not read (so it rendered loading in its
   * place): none, when every page's `reads` names what its components read.
   */
  unloadedQueries: QueryKey[];
  /** The translation namespaces the page's route loads in the browser (the document preloads them). */
  namespaces: readonly Namespace[];
  /** The translation namespaces the render read a text from: all of them among `namespaces`. */
  namespacesUsed: Namespace[];
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

function isNamespace(name: string): name is Namespace {
  return (namespaces as readonly string[]).includes(name);
}

interface ResourceLookup {
  getResource(lng: string, ns: string, key?: string, options?: object): unknown;
}

/**
 * A fresh i18next instance with every translation, in the page's language; `used` collects the namespaces
 * a text is read from (every text lookup, by `t` or straight from the store, goes through the store).
 */
async function serverI18n(language: Language, used: Set<Namespace>): Promise<I18n> {
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
  // i18next's types leave the store's lookup out; it is the one every text lookup goes through.
  const store = instance.services.resourceStore as unknown as ResourceLookup;
  const getResource = store.getResource.bind(store);
  // Without a key it is a check whether a namespace is there (react-i18next asks it of every namespace).
  store.getResource = (lng, ns, key, options) => {
    if (key !== undefined && isNamespace(ns)) used.add(ns);
    return getResource(lng, ns, key, options);
  };
  return instance;
}

function isProtectedPage(pageKey: string): boolean {
  return (
    protectedPages().some((page) => page.pageKey === pageKey) ||
    fixedRoutes.some((route) => route.protected && route.pageKey === pageKey)
  );
}

const HOISTED = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** A read a page turned off (a search with no words): nothing its `reads` should have read. */
function isDisabled(options: object): boolean {
  return 'enabled' in options && options.enabled === false;
}

/**
 * Renders one URL of the site with React DOM's server renderer and React Router's static router: what the
 * page reads (its module's `reads`) is read first, so the page renders once, with it. The language comes from
 * the URL alone (unprefixed and /ko are Korean, /en English).
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
      unloadedQueries: [],
      namespaces: [],
      namespacesUsed: [],
      state: emptyState,
    };
  }
  const { pageKey } = route;
  await loadRoutePage(pageKey, route.language);
  const namespacesUsed = new Set<Namespace>();
  const i18n = await serverI18n(language, namespacesUsed);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  // Admin pages read their data in the browser, as the signed-in admin: the server renders their shell.
  const withData = options.withData === true && !isProtectedPage(pageKey);
  const module = await pageModules[pageKey]?.();
  const reads = withData ? module?.reads : undefined;
  if (reads) {
    const params = matchRoutes([{ path: route.path }], requestUrl.pathname)?.[0]?.params ?? {};
    await Promise.all(reads({ pageKey, params, url: requestUrl, language }, queryClient));
  }
  const pageStatus: PageStatus = { notFound: route.path === '*' };
  // React's prerender waits for lazy components and Suspense, so the HTML is the whole page; no boundary is
  // split out to be completed by an inline script (there are none: the CSP allows no inline script).
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
  const markup = await new Response(prelude).text();
  const unloadedQueries = withData
    ? queryClient
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.status === 'pending' && !isDisabled(query.options) })
        .map((query) => query.queryKey)
    : [];
  for (const key of unloadedQueries)
    console.warn(`${requestUrl.pathname} read ${JSON.stringify(key)} that its page's reads did not.`);
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
    usesData: reads !== undefined,
    unloadedQueries,
    namespaces: module ? pageNamespaces(module) : namespaces,
    namespacesUsed: namespaces.filter((namespace) => namespacesUsed.has(namespace)),
    state: { ...emptyState, queries: dehydrate(queryClient) },
  };
}
