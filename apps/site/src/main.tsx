import '@company/tokens/global';
import '@company/tokens/fontFallback.css';
import '@company/tokens/pretendardSwap';
import { reloadOnPreloadError } from './app/lazyWithReload';
import { yieldToBrowser } from './app/yieldToBrowser';
import { activateDeferredPreloads } from './ssr/deferredPreloads';

/**
 * Resolves once the browser has shown the server's HTML (its first contentful paint). The application's
 * code is evaluated only then, so its parsing and hydration never hold back the first paint. A page
 * without server HTML, a hidden tab (it paints nothing) and a browser without paint timing do not wait.
 */
function afterFirstPaint(): Promise<void> {
  const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
  const paintTiming = PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false;
  if (!serverRendered || !paintTiming || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Should no paint be reported (the tab went to the background meanwhile), start anyway.
    const fallback = setTimeout(done, 3000);
  });
}

async function main(): Promise<void> {
  reloadOnPreloadError();
  await afterFirstPaint();
  activateDeferredPreloads();
  // React DOM (a chunk of its own) is evaluated in one task and the application's code in the next: neither
  // holds the main thread as long as both together would.
  await import('react-dom/client');
  await yieldToBrowser();
  const { startApp } = await import('./app/startApp');
  await startApp();
}

void main();
