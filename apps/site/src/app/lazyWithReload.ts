const RELOAD_FLAG = 'route-module-reloaded';

/**
 * Loads a route module; when the load fails (a new deployment removed the old chunk, a network blip, or one of
 * the files Vite preloads with it), reloads the page once. If it fails again after that reload, the error
 * reaches the error boundary. Only a page's own module reloads the page: code that loads later (the search
 * dialog, the side menu) fails into its own boundary and the page goes on.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  try {
    const module = await load();
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
