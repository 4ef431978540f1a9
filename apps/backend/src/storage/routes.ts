import { Hono } from 'hono';
import { downloadRoutes } from './download';
import { invalidRequest } from './errors';
import { listRoutes } from './list';
import { versionIsCurrent } from './objects';
import { removeRoutes } from './remove';
import { renderRoutes } from './render';
import { storageFailure } from './request';
import type { StorageContext, StorageServices } from './services';
import { ImageTransformer } from './transformer';
import { uploadRoutes } from './upload';
import { ImageVariants } from './variants';

export type { StorageServices } from './services';

/**
 * `/storage/v1`: list, upload, download, remove and image transformations, with bucket limits and row-level
 * security. No body is read before it is known to be wanted: uploads stream theirs (upload.ts), list and
 * remove read small JSON bodies within a bound (request.ts), so there is no body-limit middleware buffering
 * a body in front.
 */
export function storageRoutes(services: StorageServices): Hono {
  const { db, store } = services;
  const transformer = new ImageTransformer();
  const variants = new ImageVariants(store, {
    isCurrent: (bucket, name, version) => versionIsCurrent(db, bucket, name, version),
    render: (input, options, format) => transformer.render(input, options, format),
    ...services.images,
  });
  const context: StorageContext = { ...services, variants };
  const app = new Hono();
  app.onError((error) => storageFailure(error));
  // In this order: `list` would otherwise be taken for a bucket name by the upload route.
  app.route('/', listRoutes(context));
  app.route('/', renderRoutes(context));
  app.route('/', uploadRoutes(context));
  app.route('/', downloadRoutes(context));
  app.route('/', removeRoutes(context));
  app.all('*', () => invalidRequest('Route not found').response());
  return app;
}
