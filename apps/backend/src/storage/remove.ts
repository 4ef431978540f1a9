import { Hono } from 'hono';
import { z } from 'zod';
import { asRole } from '../db/as-role';
import { invalidRequest, noSuchKey } from './errors';
import { checkObjectName } from './names';
import { deleteVersion } from './object-store';
import { deleteObjectRow, deleteObjectRows, findBucket } from './objects';
import { claimsOf, nameAfter, readJson } from './request';
import type { StorageContext } from './services';

const removeBody = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

/**
 * `DELETE /object/<bucket>` (many names) and `DELETE /object/<bucket>/<name>`, as the requester: an object's
 * bytes and image variants are deleted only once the transaction that deleted its row has committed.
 */
export function removeRoutes({ db, tokens, store, variants }: StorageContext): Hono {
  const app = new Hono();
  const dropVersion = async (bucket: string, version: string | null): Promise<void> => {
    if (version !== null) variants.forget(bucket, version);
    await deleteVersion(store, bucket, version);
  };

  app.delete('/object/:bucket', async (c) => {
    const target = await findBucket(db, c.req.param('bucket'));
    const parsed = removeBody.safeParse(await readJson(c));
    if (!parsed.success) throw invalidRequest('The body must be {"prefixes": [names]}');
    const names = parsed.data.prefixes.map((name) => checkObjectName(name.replace(/^\/+|\/+$/g, '')));
    const claims = await claimsOf(c, tokens);
    const deleted = await asRole(db, claims, (tx) => deleteObjectRows(tx, target.id, names));
    await Promise.all(deleted.map((row) => dropVersion(target.id, row.version)));
    return c.body(`[${deleted.map((row) => row.body).join(',')}]`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
    });
  });

  app.delete('/object/:bucket/*', async (c) => {
    const target = await findBucket(db, c.req.param('bucket'));
    const name = nameAfter(c, `/object/${target.id}/`);
    const claims = await claimsOf(c, tokens);
    const deleted = await asRole(db, claims, (tx) => deleteObjectRow(tx, target.id, name));
    if (!deleted) throw noSuchKey();
    await dropVersion(target.id, deleted.version);
    return c.json({ message: 'Successfully deleted' });
  });
  return app;
}
