import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { Claims, TokenService } from '../auth/jwt';
import { closingConnection } from '../close-connection';
import { asRole } from '../db/as-role';
import { type Database, type Queryable, sqlState } from '../db/database';
import { requestClaims } from '../request-auth';
import {
  accessDenied,
  duplicate,
  invalidMime,
  invalidRequest,
  noSuchBucket,
  noSuchKey,
  StorageError,
  tooLarge,
} from './errors';
import type { FileStore } from './files';
import { checkBucketName, checkObjectName, objectNameFromPath } from './names';
import { mimeAllowed, sniffImageType } from './sniff';

/** Above every bucket's limit, with room for multipart framing; the bucket's own limit is checked after. */
export const STORAGE_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

export interface StorageServices {
  db: Database;
  tokens: TokenService;
  files: FileStore;
}

type Bucket = {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
};

type ObjectRow = {
  id: string;
  name: string;
  version: string | null;
  metadata: {
    mimetype?: string;
    size?: number;
    eTag?: string;
    cacheControl?: string;
    lastModified?: string;
  } | null;
  updated_at: Date | null;
};

const listBody = z.object({
  prefix: z.string().max(1024).default(''),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
  sortBy: z
    .object({
      column: z.enum(['name', 'created_at', 'updated_at', 'last_accessed_at']).default('name'),
      order: z.enum(['asc', 'desc']).default('asc'),
    })
    .default({ column: 'name', order: 'asc' }),
  search: z.string().max(1024).optional(),
});
const removeBody = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

async function readJson(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    throw invalidRequest('The body must be JSON');
  }
}

/** The object name after `/<prefix>/<bucket>/` in the request path. */
function nameAfter(c: Context, marker: string): string {
  const path = new URL(c.req.url).pathname;
  const at = path.indexOf(marker);
  return objectNameFromPath(path.slice(at + marker.length));
}

function storageFailure(error: unknown): Response {
  if (error instanceof StorageError) return error.response();
  const code = sqlState(error);
  if (code === '42501') return accessDenied().response();
  if (code === '23505') return duplicate().response();
  if (code !== undefined && !['08', '53', '57', '58', 'XX'].includes(code.slice(0, 2))) {
    return invalidRequest(error instanceof Error ? error.message : 'invalid request').response();
  }
  throw error;
}

/** `/storage/v1`: upload, download, remove and list, with bucket limits and row-level security. */
export function storageRoutes(services: StorageServices): Hono {
  const { db, tokens, files } = services;
  const app = new Hono();

  app.onError((error) => storageFailure(error));
  app.use(
    bodyLimit({ maxSize: STORAGE_BODY_LIMIT, onError: (c) => closingConnection(c, tooLarge().response()) }),
  );

  async function bucket(id: string): Promise<Bucket> {
    checkBucketName(id);
    const { rows } = await db.query<Bucket>(
      'select id, public, file_size_limit::text as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    const found = rows[0];
    if (!found) throw noSuchBucket();
    return found;
  }

  async function claimsOf(c: Context): Promise<Claims> {
    const verified = await requestClaims(c, tokens);
    if (!verified.ok) throw accessDenied(verified.message);
    return verified.claims;
  }

  /** The uploaded bytes and the type the client declared, from a raw or a multipart body. */
  async function uploadedFile(c: Context): Promise<{ bytes: Uint8Array; declared: string }> {
    const contentType = c.req.header('content-type') ?? 'application/octet-stream';
    if (contentType.toLowerCase().startsWith('multipart/form-data')) {
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        throw invalidRequest('The multipart body could not be read');
      }
      const part = form.get('') ?? [...form.values()].find((value) => typeof value !== 'string');
      if (!part || typeof part === 'string') throw invalidRequest('The multipart body has no file');
      const declared = (form.get('contentType') as string | null) ?? part.type ?? 'application/octet-stream';
      return { bytes: new Uint8Array(await part.arrayBuffer()), declared };
    }
    return { bytes: new Uint8Array(await c.req.arrayBuffer()), declared: contentType };
  }

  async function upload(c: Context, mode: 'create' | 'upsert' | 'update'): Promise<Response> {
    const target = await bucket(c.req.param('bucket') ?? '');
    const name = nameAfter(c, `/object/${target.id}/`);
    const claims = await claimsOf(c);
    const { bytes, declared } = await uploadedFile(c);
    const limit = target.file_size_limit === null ? STORAGE_BODY_LIMIT : Number(target.file_size_limit);
    if (bytes.byteLength > limit) throw tooLarge();
    const declaredType = (declared.split(';')[0] ?? '').trim().toLowerCase();
    if (!mimeAllowed(declaredType, target.allowed_mime_types)) throw invalidMime(declaredType);
    // The bytes decide what the file is, not its name or the type the client claims.
    let storedType = declaredType;
    if (target.allowed_mime_types !== null && target.allowed_mime_types.length > 0) {
      const actualType = sniffImageType(bytes);
      if (actualType === undefined || !mimeAllowed(actualType, target.allowed_mime_types)) {
        throw invalidMime(
          actualType ?? `${declaredType} (the content is not a PNG, JPEG, GIF or WebP image)`,
        );
      }
      storedType = actualType;
    }
    const version = files.newVersion();
    const metadata = {
      eTag: `"${version}"`,
      size: bytes.byteLength,
      mimetype: storedType,
      cacheControl: c.req.header('cache-control') ?? 'max-age=3600',
      lastModified: new Date().toISOString(),
      contentLength: bytes.byteLength,
      httpStatusCode: 200,
    };
    // The file first, under its own version: the row that names it is committed only once it is whole.
    files.write(target.id, version, bytes);
    let written: { id: string; replaced: string | null };
    try {
      written = await asRole(db, claims, (tx) =>
        writeObjectRow(tx, mode, [target.id, name, claims.sub ?? '', JSON.stringify(metadata), version]),
      );
    } catch (error) {
      files.remove(target.id, version);
      throw error;
    }
    // The replaced version's file goes only after its row no longer names it.
    if (written.replaced !== version) files.remove(target.id, written.replaced);
    return c.json({ Key: `${target.id}/${name}`, Id: written.id });
  }

  // Registered before the upload route, which would otherwise take `list` for a bucket name.
  app.post('/object/list/:bucket', async (c) => {
    const target = await bucket(c.req.param('bucket'));
    const parsed = listBody.safeParse(await readJson(c));
    if (!parsed.success) throw invalidRequest('The list request is not valid');
    const { limit, offset, sortBy, search } = parsed.data;
    let prefix = parsed.data.prefix.replace(/^\/+/, '');
    if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
    if (prefix !== '') checkObjectName(prefix.slice(0, -1));
    const claims = await claimsOf(c);
    const rows = await asRole(
      db,
      claims,

      async (tx) =>
        (
          await tx.query<{
            id: string;
            name: string;
            created_at: Date;
            updated_at: Date;
            last_accessed_at: Date;
            metadata: unknown;
          }>(
            `select id::text as id, name, created_at, updated_at, last_accessed_at, metadata
             from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
            [target.id, prefix],
          )
        ).rows,
    );
    type Entry = {
      name: string;
      id: string | null;
      updated_at: string | null;
      created_at: string | null;
      last_accessed_at: string | null;
      metadata: unknown;
    };
    const folders = new Map<string, Entry>();
    const objects: Entry[] = [];
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      if (slash >= 0) {
        const folder = rest.slice(0, slash);
        folders.set(folder, {
          name: folder,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      } else {
        objects.push({
          name: rest,
          id: row.id,
          updated_at: new Date(row.updated_at).toISOString(),
          created_at: new Date(row.created_at).toISOString(),
          last_accessed_at: new Date(row.last_accessed_at).toISOString(),
          metadata: row.metadata,
        });
      }
    }
    const needle = search?.toLowerCase();
    const direction = sortBy.order === 'asc' ? 1 : -1;
    const sortKey = (entry: Entry): string =>
      sortBy.column === 'name' ? entry.name : (entry[sortBy.column] ?? '');
    const entries = [...folders.values(), ...objects]
      .filter((entry) => needle === undefined || entry.name.toLowerCase().includes(needle))
      .sort((a, b) => (sortKey(a) < sortKey(b) ? -direction : sortKey(a) > sortKey(b) ? direction : 0));
    return c.json(entries.slice(offset, offset + limit));
  });

  app.post('/object/:bucket/*', (c) => upload(c, c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'));
  app.put('/object/:bucket/*', (c) => upload(c, 'update'));

  function serveObject(c: Context, bucketId: string, row: ObjectRow): Response {
    const file = files.read(bucketId, row.version);
    if (!file) throw noSuchKey();
    const etag = row.metadata?.eTag ?? `"${row.id}"`;
    const headers: Record<string, string> = {
      'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
      'Cache-Control': row.metadata?.cacheControl ?? 'max-age=3600',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    };
    if (row.updated_at) headers['Last-Modified'] = new Date(row.updated_at).toUTCString();
    if (c.req.header('if-none-match') === etag) {
      file.stream.cancel().catch(() => undefined);
      return c.body(null, 304, headers);
    }
    headers['Content-Length'] = String(file.size);
    if (c.req.method === 'HEAD') {
      file.stream.cancel().catch(() => undefined);
      return c.body(null, 200, headers);
    }
    return c.body(file.stream, 200, headers);
  }

  const OBJECT_COLUMNS = 'id::text as id, name, version, metadata, updated_at';

  app.on(['GET', 'HEAD'], '/object/public/:bucket/*', async (c) => {
    const target = await bucket(c.req.param('bucket'));
    if (!target.public) throw noSuchBucket();
    const name = nameAfter(c, `/object/public/${target.id}/`);
    const { rows } = await db.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [target.id, name],
    );
    if (!rows[0]) throw noSuchKey();
    return serveObject(c, target.id, rows[0]);
  });

  async function authenticatedDownload(c: Context, marker: string): Promise<Response> {
    const target = await bucket(c.req.param('bucket') ?? '');
    const name = nameAfter(c, `${marker}${target.id}/`);
    const claims = await claimsOf(c);
    const sql = `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`;
    const rows = target.public
      ? (await db.query<ObjectRow>(sql, [target.id, name])).rows
      : await asRole(
          db,
          claims,

          async (tx) => (await tx.query<ObjectRow>(sql, [target.id, name])).rows,
        );
    if (!rows[0]) throw noSuchKey();
    return serveObject(c, target.id, rows[0]);
  }

  app.on(['GET', 'HEAD'], '/object/authenticated/:bucket/*', (c) =>
    authenticatedDownload(c, '/object/authenticated/'),
  );

  app.delete('/object/:bucket', async (c) => {
    const target = await bucket(c.req.param('bucket'));
    const parsed = removeBody.safeParse(await readJson(c));
    if (!parsed.success) throw invalidRequest('The body must be {"prefixes": [names]}');
    const names = parsed.data.prefixes.map((name) => checkObjectName(name.replace(/^\/+|\/+$/g, '')));
    const claims = await claimsOf(c);
    const deleted = await asRole(db, claims, async (tx) => {
      const { rows } = await tx.query<{ version: string | null; body: string }>(
        `with d as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *)
         select version, row_to_json(d)::text as body from d`,
        [target.id, toPgTextArray(names)],
      );
      return rows;
    });
    for (const row of deleted) files.remove(target.id, row.version);
    return c.body(`[${deleted.map((row) => row.body).join(',')}]`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
    });
  });

  app.on(['GET', 'HEAD'], '/object/:bucket/*', (c) => authenticatedDownload(c, '/object/'));

  app.delete('/object/:bucket/*', async (c) => {
    const target = await bucket(c.req.param('bucket'));
    const name = nameAfter(c, `/object/${target.id}/`);
    const claims = await claimsOf(c);
    const { rows } = await asRole(db, claims, (tx) =>
      tx.query<{ version: string | null }>(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
        [target.id, name],
      ),
    );
    if (!rows[0]) throw noSuchKey();
    files.remove(target.id, rows[0].version);
    return c.json({ message: 'Successfully deleted' });
  });

  app.all('*', () => invalidRequest('Route not found').response());
  return app;
}

/**
 * Inserts or updates the object's row as the requester (row-level security decides) and answers its id and
 * the version it named before, whose file is then no longer needed.
 */
async function writeObjectRow(
  tx: Queryable,
  mode: 'create' | 'upsert' | 'update',
  values: [bucket: string, name: string, owner: string, metadata: string, version: string],
): Promise<{ id: string; replaced: string | null }> {
  const previous = await tx.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2 for update',
    values.slice(0, 2),
  );
  const replaced = previous.rows[0]?.version ?? null;
  if (mode === 'update') {
    const { rows } = await tx.query<{ id: string }>(
      `update storage.objects set metadata = $4::jsonb, version = $5, updated_at = now(),
              owner = nullif($3, '')::uuid, owner_id = nullif($3, '')
        where bucket_id = $1 and name = $2 returning id::text as id`,
      values,
    );
    if (!rows[0]) throw noSuchKey();
    return { id: rows[0].id, replaced };
  }
  const onConflict =
    mode === 'upsert'
      ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version,
           updated_at = now(), owner = excluded.owner, owner_id = excluded.owner_id`
      : '';
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
     values ($1, $2, nullif($3, '')::uuid, nullif($3, ''), $4::jsonb, $5) ${onConflict}
     returning id::text as id`,
    values,
  );
  if (!rows[0]) throw new Error('the object row was not written');
  return { id: rows[0].id, replaced: mode === 'upsert' ? replaced : null };
}

/** A Postgres text[] literal: each element double-quoted with `"` and `\` escaped. */
function toPgTextArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
