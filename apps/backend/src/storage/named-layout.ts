import { readdirSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Database } from '../db/database';
import { type FileStore, isFileVersion } from './files';

type StoredObject = { id: string; bucket_id: string; name: string; version: string | null };

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Removes the folders under `dir` that hold no file, deepest first; `dir` itself stays. */
function removeEmptyFolders(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name);
    removeEmptyFolders(folder);
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  }
}

/**
 * Brings a data folder of the earlier layout, where an object's file sat at `<bucket>/<name>`, to one file
 * per version at `<bucket>/<version>`. Each row first gets a version it can name a file by, then each file
 * moves (a rename); a start stopped halfway finishes on the next. Also drops temporary files of writes that
 * a stop interrupted. Answers how many files moved.
 */
export async function moveNamedFiles(db: Database, files: FileStore): Promise<number> {
  rmSync(join(files.root, '.staging'), { recursive: true, force: true });
  const { rows } = await db.query<StoredObject>(
    'select id::text as id, bucket_id, name, version from storage.objects where bucket_id is not null and name is not null',
  );
  const unversioned = rows.filter((row) => !isFileVersion(row.version));
  if (unversioned.length > 0) {
    await db.transaction(async (tx) => {
      for (const row of unversioned) {
        row.version = files.newVersion();
        await tx.query('update storage.objects set version = $2 where id = $1::uuid', [row.id, row.version]);
      }
    });
  }
  let moved = 0;
  for (const row of rows) {
    if (!isFileVersion(row.version)) continue;
    const target = files.path(row.bucket_id, row.version);
    if (isFile(target)) continue;
    const bucketDir = join(files.root, row.bucket_id);
    const named = resolve(bucketDir, row.name);
    if (!named.startsWith(bucketDir + sep) || !isFile(named)) continue;
    renameSync(named, target);
    moved += 1;
  }
  for (const entry of readdirSync(files.root, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(files.root, entry.name));
  }
  return moved;
}
