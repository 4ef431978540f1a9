import { createReadStream, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { FileStore } from './files';
import { isStoredVersion, type ObjectStore, objectKey, VARIANTS_PREFIX } from './object-store';

export interface MoveReport {
  /** Files sent to the store and found there whole afterwards. */
  copied: number;
  /** Files the store already had at the same size (an earlier run). */
  alreadyThere: number;
  /** Local files deleted after the store was found to hold them whole. */
  removedLocal: number;
  /** What could not be moved, one line each (the run should be repeated once fixed). */
  failed: string[];
  /** Entries that are not `<bucket>/<version>` files (a data folder never started since the layout change). */
  skipped: string[];
}

export interface MoveOptions {
  /** Delete each local file once the store holds it whole (a move); false: copy only. */
  removeLocal: boolean;
  log?: (line: string) => void;
  /** Files copied at one time. */
  atOnce?: number;
}

/**
 * Moves the objects of a data folder (`DATA_DIR/storage/<bucket>/<version>`) into another store, an S3
 * bucket: each file is sent, then its size in the store is compared with the local one, and only then (with
 * `removeLocal`) is the local copy deleted. A file the store already holds at the same size is not sent
 * again, so the move can be repeated until it reports nothing left. The keys are the same in both stores,
 * so the database is not touched. Image variants are not moved (they are made again on demand); with
 * `removeLocal` the local ones are deleted.
 */
export async function moveToStore(
  files: FileStore,
  target: ObjectStore,
  options: MoveOptions,
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, removedLocal: 0, failed: [], skipped: [] };
  const log = options.log ?? (() => undefined);
  const limit = pLimit(options.atOnce ?? 4);
  const jobs: Promise<void>[] = [];
  for (const bucket of readdirSync(files.root, { withFileTypes: true })) {
    if (!bucket.isDirectory() || bucket.name.startsWith('.')) continue;
    for (const entry of readdirSync(join(files.root, bucket.name), { withFileTypes: true })) {
      if (!entry.isFile() || !isStoredVersion(entry.name)) {
        report.skipped.push(`${bucket.name}/${entry.name}`);
        continue;
      }
      const path = join(files.root, bucket.name, entry.name);
      const key = objectKey(bucket.name, entry.name);
      jobs.push(
        limit(async () => {
          try {
            const size = statSync(path).size;
            if ((await target.size(key)) === size) {
              report.alreadyThere += 1;
            } else {
              await target.putStream(key, createReadStream(path), size);
              const stored = await target.size(key);
              if (stored !== size) throw new Error(`the store holds ${stored ?? 'nothing'} bytes of ${size}`);
              report.copied += 1;
            }
            if (options.removeLocal) {
              rmSync(path, { force: true });
              report.removedLocal += 1;
            }
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            report.failed.push(`${key}: ${reason}`);
            log(`Could not move ${key}: ${reason}`);
          }
        }),
      );
    }
  }
  await Promise.all(jobs);
  if (options.removeLocal && report.failed.length === 0) {
    rmSync(join(files.root, VARIANTS_PREFIX), { recursive: true, force: true });
  }
  return report;
}
