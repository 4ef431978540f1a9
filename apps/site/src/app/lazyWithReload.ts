const RELOAD_FLAG = 'route-module-reloaded';

/** A page's module (or its translations) failed to load: a new deployment removed the old chunk, a network blip. */
export class ModuleLoadError extends Error {
  constructor(cause: unknown) {
    super('A page module could not be loaded.', { cause });
    this.name = 'ModuleLoadError';
  }
}

/**
 * Loads a route module; a failure becomes a `ModuleLoadError`, which the routes' error element answers by
 * reloading the page once (`reloadOnceForModule`). A load that succeeds clears the mark of that reload.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  let module: T;
  try {
    module = await load();
  } catch (error) {
    throw new ModuleLoadError(error);
  }
  window.sessionStorage.removeItem(RELOAD_FLAG);
  return module;
}

/**
 * A module that failed to load: a page's (`ModuleLoadError`), or one a page loads itself (a lazy part, or the
 * style sheet Vite preloads with it), as browsers and Vite word it.
 */
export function isModuleLoadFailure(error: unknown): boolean {
  if (error instanceof ModuleLoadError) return true;
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message)
  );
}

/** True when a failed module has not reloaded the page yet in this tab's session. */
export function mayReloadForModule(): boolean {
  return window.sessionStorage.getItem(RELOAD_FLAG) === null;
}

/** Reloads the page (now at the address the visitor was going to) once for a module that failed to load. */
export function reloadOnceForModule(): void {
  if (!mayReloadForModule()) return;
  window.sessionStorage.setItem(RELOAD_FLAG, '1');
  window.location.reload();
}
