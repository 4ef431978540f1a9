import { Readable } from 'node:stream';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { clientAddress } from '../auth/trust-proxy';
import { asRole } from '../db/as-role';
import { noSuchBucket, noSuchKey } from './errors';
import { snapTransform } from './image-ladder';
import { isStoredVersion } from './object-store';
import { findBucket, type ObjectRow, readObjectRow } from './objects';
import { claimsOf, nameAfter } from './request';
import type { StorageContext } from './services';
import {
  MIME_TYPES,
  type OutputFormat,
  outputFormat,
  parseTransform,
  type TransformOptions,
  unsupportedSource,
  variantEtag,
  variantName,
} from './transform';

const SOURCE_TYPES: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Supabase's image transformations: `GET /render/image/public/<bucket>/<name>` (a public bucket's object,
 * to anyone) and `GET /render/image/authenticated/<bucket>/<name>` (as the requester: row-level security
 * decides, as for the object's download), with `width`, `height`, `resize`, `quality` and `format`.
 */
export function renderRoutes({ db, tokens, variants, trustProxy }: StorageContext): Hono {
  const app = new Hono();

  function client(c: Context): string {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      socket = undefined;
    }
    return clientAddress(trustProxy ?? { kind: 'none' }, socket, c.req.header('x-forwarded-for'));
  }

  async function answer(
    c: Context,
    bucket: string,
    row: ObjectRow,
    options: TransformOptions,
  ): Promise<Response> {
    const source = SOURCE_TYPES[row.metadata?.mimetype ?? ''];
    if (source === undefined || !isStoredVersion(row.version)) throw unsupportedSource();
    const format = outputFormat(options, c.req.header('accept'), source);
    const name = variantName(options, format);
    const etag = variantEtag(row.version, name);
    const headers: Record<string, string> = {
      'Content-Type': MIME_TYPES[format],
      'Cache-Control': row.metadata?.cacheControl ?? 'max-age=3600',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    };
    // The answer depends on Accept unless the format was named.
    if (options.format === undefined) headers.Vary = 'Accept';
    if (row.updated_at) headers['Last-Modified'] = new Date(row.updated_at).toUTCString();
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const body = await variants.get({
      bucket,
      objectName: row.name,
      version: row.version,
      name,
      options,
      format,
      source,
      client: client(c),
      signal: c.req.raw.signal,
    });
    headers['Content-Length'] = String(body.size);
    if (c.req.method === 'HEAD') {
      if ('stream' in body) body.stream.destroy();
      return c.body(null, 200, headers);
    }
    // A Buffer over a plain ArrayBuffer (sharp's and Buffer.concat's): sent as it is, not copied.
    if ('bytes' in body) return c.body(body.bytes as Uint8Array<ArrayBuffer>, 200, headers);
    return c.body(Readable.toWeb(body.stream) as ReadableStream<Uint8Array>, 200, headers);
  }

  app.get('/render/image/public/:bucket/*', async (c) => {
    const options = snapTransform(parseTransform(new URL(c.req.url).searchParams));
    const target = await findBucket(db, c.req.param('bucket'));
    if (!target.public) throw noSuchBucket();
    const name = nameAfter(c, `/render/image/public/${target.id}/`);
    const row = await readObjectRow(db, target.id, name);
    if (!row) throw noSuchKey();
    return answer(c, target.id, row, options);
  });

  app.get('/render/image/authenticated/:bucket/*', async (c) => {
    const options = snapTransform(parseTransform(new URL(c.req.url).searchParams));
    const target = await findBucket(db, c.req.param('bucket'));
    const name = nameAfter(c, `/render/image/authenticated/${target.id}/`);
    const claims = await claimsOf(c, tokens);
    const row = await asRole(db, claims, (tx) => readObjectRow(tx, target.id, name));
    if (!row) throw noSuchKey();
    return answer(c, target.id, row, options);
  });
  return app;
}
