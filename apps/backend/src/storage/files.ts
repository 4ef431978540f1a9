import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `version` names a file of the store: a lower-case UUID, as the server makes them. */
export function isFileVersion(version: string | null): version is string {
  return version !== null && VERSION.test(version);
}

/**
 * Object bytes on disk under `<root>/<bucket>/<version>`, one file per version of an object, never under
 * the object's name: a name may be an object and a folder at once (`a` and `a/b.png`), and a new version is
 * written before its row is committed, the old one removed only after, so that a row never points at a
 * missing or half-written file whatever fails in between.
 */
export class FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  /** A new version's name, for `write`. */
  newVersion(): string {
    return randomUUID();
  }

  path(bucket: string, version: string): string {
    if (!isFileVersion(version)) throw new Error(`not a file version: ${version}`);
    return join(this.root, bucket, version);
  }

  /** Writes the bytes whole (a temporary file renamed into place), so a reader never sees a partial file. */
  write(bucket: string, version: string, bytes: Uint8Array): void {
    const target = this.path(bucket, version);
    const staging = join(this.root, '.staging');
    mkdirSync(staging, { recursive: true });
    mkdirSync(join(this.root, bucket), { recursive: true });
    const temp = join(staging, randomUUID());
    try {
      writeFileSync(temp, bytes);
      renameSync(temp, target);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  }

  remove(bucket: string, version: string | null): void {
    if (isFileVersion(version)) rmSync(this.path(bucket, version), { force: true });
  }

  /** A web stream of the version's bytes, or undefined when there is no such file. */
  read(
    bucket: string,
    version: string | null,
  ): { stream: ReadableStream<Uint8Array>; size: number } | undefined {
    if (!isFileVersion(version)) return undefined;
    const path = this.path(bucket, version);
    try {
      const stats = statSync(path);
      if (!stats.isFile()) return undefined;
      return {
        stream: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
        size: stats.size,
      };
    } catch {
      return undefined;
    }
  }
}
