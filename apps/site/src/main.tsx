import '@company/tokens/fonts.css';
import '@company/tokens/global';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reloadOnPreloadError } from './app/lazyWithReload';
import { initI18n } from './i18n/i18n';
import { resolveLanguage } from './i18n/language';

async function start(): Promise<void> {
  reloadOnPreloadError();
  const { language } = resolveLanguage({
    pathname: window.location.pathname,
    search: window.location.search,
    cookie: document.cookie,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  });
  document.documentElement.lang = language;
  await initI18n(language);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
