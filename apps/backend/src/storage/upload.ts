import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import pLimit from 'p-limit';
import type { Claims } from '../auth/jwt';
import { asRole } from '../db/as-role';
import { Rollback } from '../db/database';
import { invalidMime, tooLarge } from './errors';
import { deleteVersion, objectKey } from './object-store';
import { type Bucket, findBucket, type WriteMode, writeObjectRow } from './objects';
import { bodySource, claimsOf, declaredLength, nameAfter } from './request';
import type { StorageContext } from './services';
import { mimeAllowed } from './sniff';
import {
  isMultipart,
  MULTIPART_FRAMING_BYTES,
  mediaType,
  receiveMultipart,
  receiveRaw,
  type UploadRules,
} from './upload-body';

/** The largest file the server takes, whatever a bucket allows (a bucket without a limit gets this one). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Uploads whose bodies are read at one time; the others wait their turn, their bytes unread. */
export const UPLOADS_AT_ONCE = 4;

function rulesOf(bucket: Bucket): UploadRules {
  const limit = bucket.file_size_limit === null ? MAX_FILE_BYTES : Number(bucket.file_size_limit);
  return { maxBytes: Math.min(limit, MAX_FILE_BYTES), allowed: bucket.allowed_mime_types };
}

/**
 * `POST` and `PUT /object/<bucket>/<name>`. Everything that can be known before the body is read is checked
 * first, without reading it: the bucket, the name, the token, the declared length against the bucket's
 * limit, a raw body's declared type against its allowed types, and the right to write the row (the row is
 * written as the requester and rolled back, so row-level security decides, as storage-api does). Then the
 * body streams into a temporary file, a few uploads at a time, cut off at the limit; the file is placed
 * under a new version and only then is its row committed.
 */
export function uploadRoutes({ db, tokens, store, variants }: StorageContext): Hono {
  const app = new Hono();
  const slots = pLimit(UPLOADS_AT_ONCE);

  /** Writes the row as the requester and rolls it back: throws what the real write would (42501, 23505, …). */
  async function checkMayWrite(
    claims: Claims,
    mode: WriteMode,
    bucket: string,
    name: string,
    metadata: { size: number; mimetype: string },
  ): Promise<void> {
    await asRole(db, claims, async (tx) => {
      await writeObjectRow(tx, mode, [
        bucket,
        name,
        claims.sub ?? '',
        JSON.stringify(metadata),
        randomUUID(),
      ]);
      throw new Rollback(undefined);
    });
  }

  async function upload(c: Context, mode: WriteMode): Promise<Response> {
    const target = await findBucket(db, c.req.param('bucket') ?? '');
    const name = nameAfter(c, `/object/${target.id}/`);
    const claims = await claimsOf(c, tokens);
    const rules = rulesOf(target);
    const contentType = c.req.header('content-type');
    const multipart = isMultipart(contentType);
    const length = declaredLength(c);
    if (length !== undefined && length > rules.maxBytes + (multipart ? MULTIPART_FRAMING_BYTES : 0)) {
      throw tooLarge();
    }
    const declared = multipart ? undefined : mediaType(contentType ?? 'application/octet-stream');
    if (declared !== undefined && !mimeAllowed(declared, rules.allowed)) throw invalidMime(declared);
    await checkMayWrite(claims, mode, target.id, name, {
      size: multipart ? 0 : (length ?? 0),
      mimetype: declared ?? 'application/octet-stream',
    });

    const source = bodySource(c);
    return slots(async () => {
      const staged = await store.stage();
      try {
        const received =
          declared === undefined
            ? await receiveMultipart(source, contentType ?? '', rules, staged)
            : await receiveRaw(source, declared, rules, staged);
        const version = randomUUID();
        const metadata = {
          eTag: `"${version}"`,
          size: received.size,
          mimetype: received.mimetype,
          cacheControl:
            received.cacheControl !== undefined
              ? `max-age=${received.cacheControl}`
              : (c.req.header('cache-control') ?? 'max-age=3600'),
          lastModified: new Date().toISOString(),
          contentLength: received.size,
          httpStatusCode: 200,
        };
        // The bytes first, whole, under their own version: the row that names them is committed only after.
        await store.putStaged(objectKey(target.id, version), staged);
        let written: { id: string; replaced: string | null };
        try {
          written = await asRole(db, claims, (tx) =>
            writeObjectRow(tx, mode, [target.id, name, claims.sub ?? '', JSON.stringify(metadata), version]),
          );
        } catch (error) {
          await deleteVersion(store, target.id, version);
          throw error;
        }
        // The replaced version's bytes and variants go only after its row no longer names them.
        if (written.replaced !== null && written.replaced !== version) {
          variants.forget(target.id, written.replaced);
          await deleteVersion(store, target.id, written.replaced);
        }
        return c.json({ Key: `${target.id}/${name}`, Id: written.id });
      } finally {
        await staged.discard();
      }
    });
  }

  app.post('/object/:bucket/*', (c) => upload(c, c.req.header('x-upsert') === 'true' ? 'upsert' : 'create'));
  app.put('/object/:bucket/*', (c) => upload(c, 'update'));
  return app;
}
