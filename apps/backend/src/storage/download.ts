import { Readable } from 'node:stream';
import { type Context, Hono } from 'hono';
import { asRole } from '../db/as-role';
import { noSuchBucket, noSuchKey } from './errors';
import { isStoredVersion, type ObjectStore, objectKey } from './object-store';
import { findBucket, type ObjectRow, readObjectRow } from './objects';
import { claimsOf, nameAfter } from './request';
import type { StorageServices } from './services';

async function serveObject(
  c: Context,
  store: ObjectStore,
  bucketId: string,
  row: ObjectRow,
): Promise<Response> {
  if (!isStoredVersion(row.version)) throw noSuchKey();
  const key = objectKey(bucketId, row.version);
  const etag = row.metadata?.eTag ?? `"${row.id}"`;
  const headers: Record<string, string> = {
    'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
    'Cache-Control': row.metadata?.cacheControl ?? 'max-age=3600',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (row.updated_at) headers['Last-Modified'] = new Date(row.updated_at).toUTCString();
  if (c.req.method === 'HEAD' || c.req.header('if-none-match') === etag) {
    const size = await store.size(key);
    if (size === undefined) throw noSuchKey();
    if (c.req.method !== 'HEAD') return c.body(null, 304, headers);
    headers['Content-Length'] = String(size);
    return c.body(null, 200, headers);
  }
  const file = await store.get(key);
  if (!file) throw noSuchKey();
  headers['Content-Length'] = String(file.size);
  return c.body(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, 200, headers);
}

/**
 * Downloads. `/object/public/<bucket>/<name>`: any object of a public bucket, to anyone who has its exact
 * name, read as the server (storage-api does not consult the select policy for a public bucket's objects).
 * `/object/authenticated/…` and `/object/<bucket>/<name>`: as the requester, so row-level security decides,
 * public bucket or not.
 */
export function downloadRoutes({ db, tokens, store }: StorageServices): Hono {
  const app = new Hono();

  app.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const target = await findBucket(db, c.req.param('bucket'));
    if (!target.public) throw noSuchBucket();
    const name = nameAfter(c, `/object/public/${target.id}/`);
    const row = await readObjectRow(db, target.id, name);
    if (!row) throw noSuchKey();
    return serveObject(c, store, target.id, row);
  });

  async function authenticatedDownload(c: Context, marker: string): Promise<Response> {
    const target = await findBucket(db, c.req.param('bucket') ?? '');
    const name = nameAfter(c, `${marker}${target.id}/`);
    const claims = await claimsOf(c, tokens);
    const row = await asRole(db, claims, (tx) => readObjectRow(tx, target.id, name));
    if (!row) throw noSuchKey();
    return serveObject(c, store, target.id, row);
  }

  app.on(['GET', 'HEAD'], '/object/authenticated/:bucket/*', (c) =>
    authenticatedDownload(c, '/object/authenticated/'),
  );
  // Last: it would otherwise take `public` and `authenticated` for bucket names.
  app.on(['GET', 'HEAD'], '/object/:bucket/*', (c) => authenticatedDownload(c, '/object/'));
  return app;
}
