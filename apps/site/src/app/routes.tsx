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

const routeObjects = new WeakMap<SiteRoute, RouteObject[]>();

/**
 * The route objects React Router renders for one route of the table: the route inside the layout. The site
 * finds the route itself (`matchSiteRoute`), so React Router matches one path instead of ranking the whole
 * table on every render (several milliseconds of the hydration before the code is optimised). The objects
 * are made once per route, so rendering the same route again finds the same objects.
 */
export function routeObjectsFor(route: SiteRoute): RouteObject[] {
  let objects = routeObjects.get(route);
  if (!objects) {
    objects = [{ element: <RootLayout />, children: [{ path: route.path, element: elementOf(route) }] }];
    routeObjects.set(route, objects);
  }
  return objects;
}

/**
 * A path as React Router compares it: each segment percent-decoded (as its `decodePath` does), without
 * regard to case and to trailing slashes.
 */
function pathKey(pathname: string): string {
  const decoded = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
  return (decoded.replace(/\/+$/, '') || '/').toLowerCase();
}

function isDynamic(route: SiteRoute): boolean {
  return /[:*]/.test(route.path);
}

/**
 * The routes without parameters by their path: a path that is one of them needs no ranking of the whole table
 * (which costs milliseconds at start-up, before the code is optimised); React Router ranks such an exact
 * static match first all the same.
 */
const staticRoutes = new Map(
  siteRouteTable.filter((route) => !isDynamic(route)).map((route) => [pathKey(route.path), route]),
);

/** React Router's ranking of a table of routes for a path: the route it shows, if any. */
function ranked(table: readonly SiteRoute[], pathname: string): SiteRoute | undefined {
  const objects: RouteObject[] = table.map((route) => ({ path: route.path }));
  const matched = matchRoutes(objects, pathname)?.at(-1)?.route;
  return matched ? table[objects.indexOf(matched)] : undefined;
}

/**
 * Once no static path is the path itself, only the routes with parameters can match, and the not-found page.
 * Should that be all that matches, the whole table is ranked after all, so that a path React Router reads
 * more leniently than `pathKey` still finds its page.
 */
const dynamicRoutes = siteRouteTable.filter(isDynamic);

/** The route a path shows, as React Router ranks the table (the not-found page when nothing else matches). */
export function matchSiteRoute(pathname: string): SiteRoute {
  const exact = staticRoutes.get(pathKey(pathname));
  if (exact) return exact;
  const dynamic = ranked(dynamicRoutes, pathname);
  const route = dynamic && dynamic.path !== '*' ? dynamic : ranked(siteRouteTable, pathname);
  if (!route) throw new Error(`No route of the site matches ${pathname}.`);
  return route;
}
