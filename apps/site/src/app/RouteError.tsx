import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageFailed } from '../components/PageStates';
import { isModuleLoadFailure, mayReloadForModule, reloadOnceForModule } from './lazyWithReload';

/**
 * What the layout shows in place of a page that failed to load or render. A page whose module (or a part it
 * loads) failed to load reloads the page once instead (React Router has by then moved to the page's address),
 * and shows the failure only when it fails again after that reload.
 */
export function RouteError() {
  const error = useRouteError();
  const reloading = isModuleLoadFailure(error) && mayReloadForModule();
  useEffect(() => {
    if (reloading) reloadOnceForModule();
  }, [reloading]);
  return reloading ? null : <PageFailed />;
}
