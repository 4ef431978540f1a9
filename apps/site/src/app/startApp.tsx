import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setDocumentLanguage } from '../i18n/documentLanguage';
import { initI18n, setFirstPageFromServer } from '../i18n/i18n';
import { firstLocation } from '../i18n/language';
import { readSsrState } from '../ssr/state';
import { App, loadFirstPage } from './App';

/** Renders the site into #root: hydrates the server's HTML when it shows this page, else renders afresh. */
export async function startApp(): Promise<void> {
  const { language, replaceWith } = firstLocation({
    pathname: window.location.pathname,
    search: window.location.search,
    cookie: document.cookie,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    browserLanguages: navigator.languages,
  });
  if (replaceWith)
    window.history.replaceState(window.history.state, '', `${replaceWith}${window.location.hash}`);
  setDocumentLanguage(language);

  // The server's HTML is hydrated when it shows this very page in this language; otherwise it is replaced.
  const ssr = readSsrState(document);
  const hydrating = ssr !== undefined && ssr.language === language && ssr.path === window.location.pathname;
  // The page's route loads the namespaces it shows (loadFirstPage, below) before hydration begins: one still
  // loading would suspend the hydration and start it again once it came.
  await initI18n(language);
  // The data the page was rendered with fills the browser's query client (a page without data never loads it).
  if (hydrating && ssr.queries.queries.length > 0) {
    const { hydrateBrowserQueries } = await import('../data/queryClient');
    hydrateBrowserQueries(ssr.queries, ssr.liveData);
  }
  setFirstPageFromServer(hydrating);
  await loadFirstPage(window.location.pathname);
  setFirstPageFromServer(false);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page; a click or a key on the page still hydrates it at once (React hydrates the
    // root synchronously before it dispatches a discrete event).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    removeServerHead();
    createRoot(container).render(app);
  }
}

/**
 * The head tags a server-rendered page brought (title, description, canonical, alternates, share tags) when
 * the browser renders another page or language in its place: the new page's own tags replace them.
 */
function removeServerHead(): void {
  const selectors = [
    'title',
    'meta[name="description"]',
    'meta[name="robots"]',
    'meta[property^="og:"]',
    'meta[name^="twitter:"]',
    'link[rel="canonical"]',
    'link[rel="alternate"]',
    'link[rel="preload"][as="image"]',
  ];
  for (const element of document.head.querySelectorAll(selectors.join(','))) element.remove();
}
