import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { invalidKey } from './errors';

/** Object bytes on disk under `<root>/<bucket>/<name>`; names are checked before they get here. */
export class FileStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  private path(bucket: string, name: string): string {
    const path = resolve(this.root, bucket, name);
    if (!path.startsWith(this.root + sep + bucket + sep)) throw invalidKey(`Invalid key: ${name}`);
    return path;
  }

  /** Writes the bytes beside their final place; `commit` moves them there, `discard` drops them. */
  stage(bucket: string, name: string, bytes: Uint8Array): { commit(): void; discard(): void } {
    const target = this.path(bucket, name);
    const staging = join(this.root, '.staging');
    mkdirSync(staging, { recursive: true });
    const temp = join(staging, randomUUID());
    writeFileSync(temp, bytes);
    return {
      commit: () => {
        mkdirSync(dirname(target), { recursive: true });
        renameSync(temp, target);
      },
      discard: () => rmSync(temp, { force: true }),
    };
  }

  remove(bucket: string, name: string): void {
    rmSync(this.path(bucket, name), { force: true });
  }

  /** A web stream of the object's bytes, or undefined when the file is missing. */
  read(bucket: string, name: string): { stream: ReadableStream<Uint8Array>; size: number } | undefined {
    const path = this.path(bucket, name);
    try {
      const { size } = statSync(path);
      return { stream: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, size };
    } catch {
      return undefined;
    }
  }
}
