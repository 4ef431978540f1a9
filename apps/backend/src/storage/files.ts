import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { type FileHandle, open, rename, rm } from 'node:fs/promises';
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

  /** A new, empty temporary file in the store's staging folder, to be filled and then placed or discarded. */
  async stage(): Promise<StagedFile> {
    const staging = join(this.root, '.staging');
    mkdirSync(staging, { recursive: true });
    const path = join(staging, randomUUID());
    return new StagedFile(path, await open(path, 'wx'));
  }

  /** Moves a whole staged file into place as the bucket's `version` (a rename: never seen half-written). */
  async place(staged: StagedFile, bucket: string, version: string): Promise<void> {
    const target = this.path(bucket, version);
    mkdirSync(join(this.root, bucket), { recursive: true });
    await staged.moveTo(target);
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

/**
 * A file being received, in the store's staging folder (which a start empties): bytes are appended as they
 * arrive, then it is moved into place whole or discarded. Either way the staging path is gone afterwards.
 */
export class StagedFile {
  private handle: FileHandle | undefined;
  private done = false;
  size = 0;

  constructor(
    readonly path: string,
    handle: FileHandle,
  ) {
    this.handle = handle;
  }

  async append(chunk: Uint8Array): Promise<void> {
    if (!this.handle) throw new Error('the staged file is closed');
    let written = 0;
    while (written < chunk.byteLength) {
      const { bytesWritten } = await this.handle.write(chunk, written, chunk.byteLength - written);
      written += bytesWritten;
    }
    this.size += chunk.byteLength;
  }

  /** Closes the file for writing (it stays in place, to be read, placed or discarded). */
  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }

  async moveTo(target: string): Promise<void> {
    if (this.done) throw new Error('the staged file was already placed or discarded');
    await this.close();
    await rename(this.path, target);
    this.done = true;
  }

  /** Removes the temporary file (nothing happens once it has been placed). */
  async discard(): Promise<void> {
    if (this.done) return;
    this.done = true;
    try {
      await this.close();
    } finally {
      await rm(this.path, { force: true });
    }
  }
}
