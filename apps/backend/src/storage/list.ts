import { Hono } from 'hono';
import { z } from 'zod';
import { asRole } from '../db/as-role';
import { invalidRequest } from './errors';
import { checkObjectName } from './names';
import { findBucket, listObjectRows } from './objects';
import { claimsOf, readJson } from './request';
import type { StorageServices } from './services';

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

type Entry = {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
};

/**
 * `POST /object/list/<bucket>`: the folders and objects under a prefix that the requester may read. Row-level
 * security decides, as in storage-api: a requester whose select policy refuses every row gets an empty list.
 */
export function listRoutes({ db, tokens }: StorageServices): Hono {
  const app = new Hono();
  app.post('/object/list/:bucket', async (c) => {
    const target = await findBucket(db, c.req.param('bucket'));
    const parsed = listBody.safeParse(await readJson(c));
    if (!parsed.success) throw invalidRequest('The list request is not valid');
    const { limit, offset, sortBy, search } = parsed.data;
    let prefix = parsed.data.prefix.replace(/^\/+/, '');
    if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
    if (prefix !== '') checkObjectName(prefix.slice(0, -1));
    const claims = await claimsOf(c, tokens);
    const rows = await asRole(db, claims, (tx) => listObjectRows(tx, target.id, prefix));
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
  return app;
}
