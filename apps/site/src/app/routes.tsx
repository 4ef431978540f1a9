import { fixedRoutes, type Language, type PageKey, routedPages, sectionRedirects } from '@company/content';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, matchRoutes, type RouteObject, redirect } from 'react-router';
import { ensureTranslations, i18n } from '../i18n/i18n';
import { loadPageModule } from '../pages/pageFiles';
import type { PageReads } from '../pages/types';
import { importWithReload } from './lazyWithReload';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * What the server gives a request's loaders (React Router's `requestContext`): the request's query client,
 * and whether pages read their data (without a backend they render their loading states).
 */
export interface ServerLoadContext {
  queryClient: QueryClient;
  withData: boolean;
}

function isServerContext(context: unknown): context is ServerLoadContext {
  return typeof context === 'object' && context !== null && 'queryClient' in context;
}

/**
 * A page's loader: starts what the page reads. The server waits for it, so the page renders once, with its
 * data; the browser does not, so a navigation shows the page as soon as its module is in.
 */
function loaderOf(reads: PageReads, pageKey: PageKey, language: Language): LoaderFunction {
  return async ({ params, request, context }) => {
    const server = isServerContext(context) ? context : undefined;
    if (server && !server.withData) return null;
    // The page's module brought the query client's module: this import is already resolved.
    const client = server?.queryClient ?? (await import('../data/queryClient')).browserQueryClient();
    const reading = reads({ pageKey, params, url: new URL(request.url), language }, client);
    if (server) await Promise.all(reading);
    return null;
  };
}

/** In the browser, a page's translations load with its module (the server has all of them). */
function translationsFor(language: Language | undefined): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return ensureTranslations(language ?? (i18n.language === 'en' ? 'en' : 'ko'));
}

/** A page's route: its module (and translations) load when it is first shown, with its loader. */
function pageRoute(path: string, pageKey: PageKey, language?: Language): RouteObject {
  return {
    id: `${language ?? '*'}:${pageKey}:${path}`,
    path,
    handle: { pageKey },
    lazy: async () => {
      const [module] = await Promise.all([
        importWithReload(() => loadPageModule(pageKey)),
        translationsFor(language),
      ]);
      const Page = module.default;
      return {
        element: <Page pageKey={pageKey} />,
        loader: module.reads ? loaderOf(module.reads, pageKey, language ?? 'ko') : undefined,
      };
    },
  };
}

const languagePrefixes = ['', '/en', '/ko'] as const;

function routesUnder(prefix: (typeof languagePrefixes)[number]): RouteObject[] {
  const language: Language = prefix === '/en' ? 'en' : 'ko';
  return [
    pageRoute(prefix || '/', 'home', language),
    ...routedPages().map((page) => pageRoute(`${prefix}${page.path}`, page.pageKey as PageKey, language)),
    ...fixedRoutes.map((route) => pageRoute(`${prefix}${route.path}`, route.pageKey, language)),
    // A section's own path sends the visitor to its default page (the server answers with a 302).
    ...sectionRedirects().map(({ from, to }) => ({
      id: `redirect:${prefix}${from}`,
      path: `${prefix}${from}`,
      loader: () => redirect(`${prefix}${to}`),
    })),
  ];
}

/** The route of any path no page has: the not-found page. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The site's routes, from the menu tree of `@company/content`: every page in Korean (unprefixed and /ko) and
 * English (/en), and the not-found page, inside the layout. A page that fails to load or render shows the
 * failure in the layout (a module that fails to load reloads the page once first: `RouteError`).
 */
export const siteRoutes: RouteObject[] = [
  {
    id: 'layout',
    element: <RootLayout />,
    children: [
      {
        id: 'pages',
        errorElement: <RouteError />,
        children: [
          ...languagePrefixes.flatMap(routesUnder),
          { ...pageRoute('*', 'not_found'), id: NOT_FOUND_ROUTE_ID },
        ],
      },
    ],
  },
];

/** The page a path shows (React Router's own matching), or undefined for a section's redirect. */
export function pageKeyOf(pathname: string): PageKey | undefined {
  const route = matchRoutes(siteRoutes, pathname)?.at(-1)?.route;
  return (route?.handle as { pageKey?: PageKey } | undefined)?.pageKey;
}

/**
 * Loads the modules of the routes a path shows, before the browser's router starts: hydration then renders
 * the page the server sent, not a loading state (React Router's pattern for lazy routes with SSR).
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(siteRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
