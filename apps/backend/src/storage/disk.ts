import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore, StagedFile } from './files';
import {
  isStoreKey,
  type ObjectStore,
  type StoredBytes,
  type StoredVariant,
  VARIANTS_PREFIX,
} from './object-store';

/**
 * The store in the data folder: `<root>/<bucket>/<version>` for objects (the layout `FileStore` keeps) and
 * `<root>/.variants/<bucket>/<version>/<variant>` for image variants. Every write is a whole file renamed
 * into place, so a reader never sees half of one.
 */
export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk';

  constructor(readonly files: FileStore) {}

  private path(key: string): string {
    if (!isStoreKey(key)) throw new Error(`not a store key: ${key}`);
    return join(this.files.root, key);
  }

  stage(): Promise<StagedFile> {
    return this.files.stage();
  }

  async putStaged(key: string, staged: StagedFile): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    await staged.moveTo(target);
  }

  /** Writes through a temporary file in `.staging`, renamed into place once whole. */
  private async writeWhole(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const target = this.path(key);
    const staging = join(this.files.root, '.staging');
    await Promise.all([mkdir(staging, { recursive: true }), mkdir(dirname(target), { recursive: true })]);
    const temp = join(staging, randomUUID());
    try {
      await write(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  putBytes(key: string, bytes: Uint8Array): Promise<void> {
    return this.writeWhole(key, (temp) => writeFile(temp, bytes));
  }

  putStream(key: string, stream: Readable, size: number): Promise<void> {
    return this.writeWhole(key, async (temp) => {
      await pipeline(stream, createWriteStream(temp));
      const written = (await stat(temp)).size;
      if (written !== size) throw new Error(`${key}: ${written} bytes arrived of ${size}`);
    });
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const stats = await stat(this.path(key));
      return stats.isFile() ? stats.size : undefined;
    } catch {
      return undefined;
    }
  }

  async get(key: string): Promise<StoredBytes | undefined> {
    const size = await this.size(key);
    if (size === undefined) return undefined;
    return { stream: createReadStream(this.path(key)), size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Only a version's variant folder is ever deleted this way.
    const folder = prefix.replace(/\/$/, '');
    if (!isStoreKey(`${folder}/x.webp`)) throw new Error(`not a variant prefix: ${prefix}`);
    await rm(join(this.files.root, folder), { recursive: true, force: true });
  }

  async listVariants(): Promise<StoredVariant[]> {
    const found: StoredVariant[] = [];
    const names = async (path: string) => readdir(path).catch(() => [] as string[]);
    const root = join(this.files.root, VARIANTS_PREFIX);
    for (const bucket of await names(root)) {
      for (const version of await names(join(root, bucket))) {
        for (const name of await names(join(root, bucket, version))) {
          const key = `${VARIANTS_PREFIX}/${bucket}/${version}/${name}`;
          if (!isStoreKey(key)) continue;
          const stats = await stat(this.path(key)).catch(() => undefined);
          if (stats?.isFile())
            found.push({ key, size: stats.size, usedAt: Math.max(stats.atimeMs, stats.mtimeMs) });
        }
      }
    }
    return found;
  }
}
