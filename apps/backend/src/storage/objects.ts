import type { Queryable } from '../db/database';
import { noSuchBucket, noSuchKey } from './errors';
import { checkBucketName } from './names';

/** The SQL of every read and write of `storage.buckets` and `storage.objects` the routes make. */

export type Bucket = {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
};

export type ObjectMetadata = {
  mimetype?: string;
  size?: number;
  eTag?: string;
  cacheControl?: string;
  lastModified?: string;
};

export type ObjectRow = {
  id: string;
  name: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  updated_at: Date | null;
};

export type ListedRow = {
  id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
  metadata: unknown;
};

export type WriteMode = 'create' | 'upsert' | 'update';

/** The bucket by id, read as the server (bucket settings are no secret); NoSuchBucket when absent. */
export async function findBucket(db: Queryable, id: string): Promise<Bucket> {
  checkBucketName(id);
  const { rows } = await db.query<Bucket>(
    'select id, public, file_size_limit::text as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  const found = rows[0];
  if (!found) throw noSuchBucket();
  return found;
}

const OBJECT_COLUMNS = 'id::text as id, name, version, metadata, updated_at';

/** One object's row, or undefined: as the server (public downloads) or, given a request's transaction, under RLS. */
export async function readObjectRow(
  q: Queryable,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

/** Whether a row names this version of an object (as the server: it decides what to keep, not who reads). */
export async function versionIsCurrent(
  db: Queryable,
  bucket: string,
  name: string,
  version: string,
): Promise<boolean> {
  const { rows } = await db.query<{ current: boolean }>(
    'select exists (select 1 from storage.objects where bucket_id = $1 and name = $2 and version = $3) as current',
    [bucket, name, version],
  );
  return rows[0]?.current === true;
}

/** The rows a list under `prefix` sees (row-level security decides which, in the request's transaction). */
export async function listObjectRows(tx: Queryable, bucket: string, prefix: string): Promise<ListedRow[]> {
  const { rows } = await tx.query<ListedRow>(
    `select id::text as id, name, created_at, updated_at, last_accessed_at, metadata
       from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
    [bucket, prefix],
  );
  return rows;
}

/**
 * Inserts or updates the object's row as the requester (row-level security decides) and answers its id and
 * the version it named before, whose file is then no longer needed.
 */
export async function writeObjectRow(
  tx: Queryable,
  mode: WriteMode,
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

/** Deletes the named objects the requester may delete; answers each deleted row's version and JSON. */
export async function deleteObjectRows(
  tx: Queryable,
  bucket: string,
  names: readonly string[],
): Promise<{ version: string | null; body: string }[]> {
  const { rows } = await tx.query<{ version: string | null; body: string }>(
    `with d as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *)
     select version, row_to_json(d)::text as body from d`,
    [bucket, toPgTextArray(names)],
  );
  return rows;
}

/** Deletes one object if the requester may; answers the version its row named, or undefined. */
export async function deleteObjectRow(
  tx: Queryable,
  bucket: string,
  name: string,
): Promise<{ version: string | null } | undefined> {
  const { rows } = await tx.query<{ version: string | null }>(
    'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
    [bucket, name],
  );
  return rows[0];
}

/** A Postgres text[] literal: each element double-quoted with `"` and `\` escaped. */
function toPgTextArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}
