import { type Language, type Namespace, namespaces, type PageKey } from '@company/content';
import { type ComponentType, use } from 'react';
import { currentLanguage, ensureTranslations, layoutNamespaces } from '../i18n/i18n';
import { pageModules } from '../pages/registry';
import type { PageModule, PageProps } from '../pages/types';
import { importWithReload } from './lazyWithReload';

type PageComponent = ComponentType<PageProps>;

/** Pages whose module (and translations) have loaded, by page and language: they render at once. */
const loadedPages = new Map<string, PageComponent>();
/** Loads under way or done, so every render and caller waits on the same one. */
const pageLoads = new Map<string, Promise<PageComponent>>();

async function loadModule(key: PageKey): Promise<PageModule> {
  const load = pageModules[key];
  if (!load) {
    console.warn(`No page module for "${key}": showing the not-found page.`);
    const notFound = pageModules.not_found;
    if (!notFound) throw new Error('The not-found page module is missing.');
    return importWithReload(notFound);
  }
  return importWithReload(load);
}

/** The namespaces a page's route loads: the page frame's and the page's own. */
export function pageNamespaces(module: PageModule): readonly Namespace[] {
  return module.namespaces ? [...layoutNamespaces, ...module.namespaces] : namespaces;
}

/** In the browser, a page's translations load with its module (the server has all of them). */
async function withTranslations(module: PageModule, language: Language | undefined): Promise<PageModule> {
  if (typeof window === 'undefined') return module;
  await ensureTranslations(language ?? currentLanguage(), pageNamespaces(module));
  return module;
}

/** Loads that failed: they stay failed (React retries a render, which must not load again) until forgotten. */
const failedLoads = new Set<string>();

/** Lets the next visit to a page whose load failed try again (the visitor has gone elsewhere). */
export function forgetFailedPageLoads(): void {
  for (const id of failedLoads) pageLoads.delete(id);
  failedLoads.clear();
}

/**
 * Loads a page's module and, in the browser, the translations of its language; resolves with the page's
 * component. Every caller gets the same load.
 */
export function loadRoutePage(pageKey: PageKey, language?: Language): Promise<PageComponent> {
  const id = `${pageKey}:${language ?? ''}`;
  const started = pageLoads.get(id);
  if (started) return started;
  const load = loadModule(pageKey)
    .then((module) => withTranslations(module, language))
    .then((module) => {
      loadedPages.set(id, module.default);
      return module.default;
    });
  pageLoads.set(id, load);
  load.catch(() => failedLoads.add(id));
  return load;
}

/**
 * A route's page. A loaded page renders at once (the first page loads before hydration); otherwise it
 * suspends until loaded, and since navigations are transitions the previous page stays until then.
 */
export function RoutePage({ pageKey, language }: { pageKey: PageKey; language?: Language }) {
  const Page = loadedPages.get(`${pageKey}:${language ?? ''}`) ?? use(loadRoutePage(pageKey, language));
  return <Page pageKey={pageKey} />;
}
