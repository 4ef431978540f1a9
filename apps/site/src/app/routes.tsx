import { fixedRoutes, type PageKey, routedPages, sectionRedirects } from '@company/content';
import { Navigate, type RouteObject } from 'react-router';
import { pageModules } from '../pages/registry';
import type { PageModule } from '../pages/types';
import { importWithReload } from './lazyWithReload';
import { RootLayout } from './RootLayout';

const languagePrefixes = ['', '/en', '/ko'] as const;

async function loadPage(key: PageKey): Promise<PageModule> {
  const load = pageModules[key];
  if (!load) {
    console.warn(`No page module for "${key}": showing the not-found page.`);
    return importWithReload(pageModules.not_found);
  }
  return importWithReload(load);
}

function pageRoute(path: string, key: PageKey): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await loadPage(key);
      return { element: <Page pageKey={key} /> };
    },
  };
}

function routesUnder(prefix: (typeof languagePrefixes)[number]): RouteObject[] {
  return [
    pageRoute(prefix || '/', 'home'),
    ...routedPages().map((page) => pageRoute(`${prefix}${page.path}`, page.pageKey as PageKey)),
    ...fixedRoutes.map((route) => pageRoute(`${prefix}${route.path}`, route.pageKey)),
    ...sectionRedirects().map(({ from, to }) => ({
      path: `${prefix}${from}`,
      element: <Navigate to={`${prefix}${to}`} replace />,
    })),
  ];
}

/** Every route of the site, in Korean (unprefixed and /ko) and English (/en), and the not-found page. */
export function siteRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [...languagePrefixes.flatMap(routesUnder), pageRoute('*', 'not_found')],
    },
  ];
}
