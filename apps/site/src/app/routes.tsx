import { fixedRoutes, type Language, type PageKey, routedPages, sectionRedirects } from '@company/content';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './RootLayout';
import { RoutePage } from './RoutePage';

const languagePrefixes = ['', '/en', '/ko'] as const;

/** One path of the site: the page it shows, or the path a section's own path sends the visitor to. */
export type SiteRoute =
  | { path: string; pageKey: PageKey; language?: Language }
  | { path: string; redirectTo: string };

function routesUnder(prefix: (typeof languagePrefixes)[number]): SiteRoute[] {
  const language: Language = prefix === '/en' ? 'en' : 'ko';
  return [
    { path: prefix || '/', pageKey: 'home', language },
    ...routedPages().map((page) => ({
      path: `${prefix}${page.path}`,
      pageKey: page.pageKey as PageKey,
      language,
    })),
    ...fixedRoutes.map((route) => ({ path: `${prefix}${route.path}`, pageKey: route.pageKey, language })),
    ...sectionRedirects().map(({ from, to }) => ({ path: `${prefix}${from}`, redirectTo: `${prefix}${to}` })),
  ];
}

/** Every path of the site, in Korean (unprefixed and /ko) and English (/en), and the not-found page last. */
export const siteRouteTable: readonly SiteRoute[] = [
  ...languagePrefixes.flatMap(routesUnder),
  { path: '*', pageKey: 'not_found' },
];

function elementOf(route: SiteRoute) {
  // In the browser a section's own path is a replaced navigation; the server answers it with a redirect.
  if ('redirectTo' in route) return <Navigate replace to={route.redirectTo} />;
  return <RoutePage pageKey={route.pageKey} language={route.language} />;
}

/** The route objects React Router matches: every page inside the layout. */
export const siteRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: siteRouteTable.map((route) => ({ path: route.path, element: elementOf(route) })),
  },
];

const matchable: RouteObject[] = siteRouteTable.map((route) => ({ path: route.path }));

/** React Router compares paths without regard to case and to a trailing slash. */
function pathKey(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/**
 * The routes without parameters by their path: a path that is one of them needs no ranking of the whole table
 * (which costs milliseconds at start-up, before the code is optimised); React Router ranks such an exact
 * static match first all the same.
 */
const staticRoutes = new Map(
  siteRouteTable.filter((route) => !/[:*]/.test(route.path)).map((route) => [pathKey(route.path), route]),
);

/** The route a path shows, as React Router ranks the table (the not-found page when nothing else matches). */
export function matchSiteRoute(pathname: string): SiteRoute {
  const exact = staticRoutes.get(pathKey(pathname));
  if (exact) return exact;
  const matched = matchRoutes(matchable, pathname)?.at(-1)?.route;
  const route = matched ? siteRouteTable[matchable.indexOf(matched)] : undefined;
  if (!route) throw new Error(`No route of the site matches ${pathname}.`);
  return route;
}
