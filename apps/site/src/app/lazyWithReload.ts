const RELOAD_FLAG = 'route-module-reloaded';

/**
 * Loads a route module; when the load fails (a new deployment removed the old chunk, a network blip),
 * reloads the page once. If it fails again after that reload, the error reaches the error boundary.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  try {
    const module: T | undefined = await load();
    // Vite's loader answers undefined when a `vite:preloadError` listener took the failure over: the page is
    // reloading (see reloadOnPreloadError), so nothing is rendered meanwhile.
    if (module === undefined) return new Promise<T>(() => {});
    window.sessionStorage.removeItem(RELOAD_FLAG);
    return module;
  } catch (error) {
    if (!window.sessionStorage.getItem(RELOAD_FLAG)) {
      window.sessionStorage.setItem(RELOAD_FLAG, '1');
      window.location.reload();
      return new Promise<T>(() => {});
    }
    throw error;
  }
}

/** Vite fires `vite:preloadError` when a preloaded asset fails: reload once, as for a module. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (window.sessionStorage.getItem(RELOAD_FLAG)) return;
    event.preventDefault();
    window.sessionStorage.setItem(RELOAD_FLAG, '1');
    window.location.reload();
  });
}
