import { fixedRoutes, type Language, type PageKey, routedPages, sectionRedirects } from '@company/content';
import { type RouteObject, redirect } from 'react-router';
import { ensureTranslations, i18n } from '../i18n/i18n';
import { pageModules } from '../pages/registry';
import type { PageModule } from '../pages/types';
import { importWithReload } from './lazyWithReload';
import { RootLayout } from './RootLayout';

const languagePrefixes = ['', '/en', '/ko'] as const;

async function loadPage(key: PageKey): Promise<PageModule> {
  const load = pageModules[key];
  if (!load) {
    console.warn(`No page module for "${key}": showing the not-found page.`);
    const notFound = pageModules.not_found;
    if (!notFound) throw new Error('The not-found page module is missing.');
    return importWithReload(notFound);
  }
  return importWithReload(load);
}

/** What a matched route tells the server renderer: the page it shows. */
export interface PageHandle {
  pageKey: PageKey;
}

/** In the browser, a page's translations load with its module (the server has all of them). */
function translationsFor(language: Language | undefined): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return ensureTranslations(language ?? (i18n.language === 'en' ? 'en' : 'ko'));
}

function pageRoute(path: string, key: PageKey, language?: Language): RouteObject {
  const handle: PageHandle = { pageKey: key };
  return {
    path,
    handle,
    lazy: async () => {
      const [{ default: Page }] = await Promise.all([loadPage(key), translationsFor(language)]);
      return { element: <Page pageKey={key} /> };
    },
  };
}

function routesUnder(prefix: (typeof languagePrefixes)[number]): RouteObject[] {
  const language: Language = prefix === '/en' ? 'en' : 'ko';
  return [
    pageRoute(prefix || '/', 'home', language),
    ...routedPages().map((page) => pageRoute(`${prefix}${page.path}`, page.pageKey as PageKey, language)),
    ...fixedRoutes.map((route) => pageRoute(`${prefix}${route.path}`, route.pageKey, language)),
    // A section's own path sends the visitor to its default page: a redirect answer on the server, a
    // replaced navigation in the browser.
    ...sectionRedirects().map(({ from, to }) => ({
      path: `${prefix}${from}`,
      loader: () => redirect(`${prefix}${to}`),
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
