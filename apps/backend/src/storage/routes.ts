import { Hono } from 'hono';
import { downloadRoutes } from './download';
import { invalidRequest } from './errors';
import { listRoutes } from './list';
import { removeRoutes } from './remove';
import { storageFailure } from './request';
import type { StorageServices } from './services';
import { uploadRoutes } from './upload';

export type { StorageServices } from './services';

/**
 * `/storage/v1`: list, upload, download and remove, with bucket limits and row-level security. No body is
 * read before it is known to be wanted: uploads stream theirs (upload.ts), list and remove read small JSON
 * bodies within a bound (request.ts), so there is no body-limit middleware buffering a body in front.
 */
export function storageRoutes(services: StorageServices): Hono {
  const app = new Hono();
  app.onError((error) => storageFailure(error));
  // In this order: `list` would otherwise be taken for a bucket name by the upload route.
  app.route('/', listRoutes(services));
  app.route('/', uploadRoutes(services));
  app.route('/', downloadRoutes(services));
  app.route('/', removeRoutes(services));
  app.all('*', () => invalidRequest('Route not found').response());
  return app;
}
