import type { Readable } from 'node:stream';
import pLimit from 'p-limit';
import { invalidRequest, noSuchKey, tooManyRequests } from './errors';
import { type ObjectStore, objectKey, variantKey, variantPrefix } from './object-store';
import { sniffImageType } from './sniff';
import {
  MIME_TYPES,
  type OutputFormat,
  renderImage,
  type TransformOptions,
  unsupportedSource,
} from './transform';

/** Transformations that run at one time (each takes a core); the others wait their turn. */
export const TRANSFORMS_AT_ONCE = 2;
/** AVIF encodings at one time: one takes some 170 MB at 2500 pixels wide (WebP about 50). */
export const AVIF_AT_ONCE = 1;
/** Transformations that may wait; past this a request is refused (429) rather than queued behind a flood. */
export const TRANSFORMS_WAITING = 100;
/** What the in-memory cache of variants keeps at most, and the largest variant it keeps. */
export const MEMORY_CACHE_BYTES = 32 * 1024 * 1024;
export const MEMORY_ENTRY_BYTES = 2 * 1024 * 1024;
/** The largest source read for a transformation (uploads stop at 10 MB; a moved store may hold more). */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/** A map bounded by the bytes of its values, dropping the least recently used first. */
export class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes: number,
  ) {}

  get bytes(): number {
    return this.total;
  }

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.byteLength > this.maxEntryBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.total += value.byteLength;
    for (const [oldest, bytes] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= bytes.byteLength;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= value.byteLength;
  }

  /** Drops every key that starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}

/** A variant's bytes: in memory, or (too large for the memory cache) as a stream from the store. */
export type VariantBody = { size: number; bytes: Buffer } | { size: number; stream: Readable };

export interface VariantRequest {
  bucket: string;
  /** The object's name (to check that its row still names `version`). */
  objectName: string;
  version: string;
  /** `variantName(options, format)`. */
  name: string;
  options: TransformOptions;
  format: OutputFormat;
  /** The source's format, as its row says (its bytes are checked again before rendering). */
  source: OutputFormat;
}

export interface ImageVariantsOptions {
  /** Whether a row still names the version (a variant made for a version removed meanwhile is dropped). */
  isCurrent: (bucket: string, name: string, version: string) => Promise<boolean>;
  /** The transformation itself (tests count how many run at once). */
  render?: typeof renderImage;
  transformsAtOnce?: number;
  log?: (line: string) => void;
}

async function readAll(stream: Readable, size: number, limit: number): Promise<Buffer> {
  if (size > limit) {
    stream.destroy();
    throw invalidRequest('The source image file is too large to process');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += bytes.byteLength;
    if (total > limit) {
      stream.destroy();
      throw invalidRequest('The source image file is too large to process');
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Image variants: kept in the object store beside their object (`.variants/<bucket>/<version>/<name>`,
 * so every instance on one bucket shares them) and the small ones in memory too; made at most
 * TRANSFORMS_AT_ONCE at a time, one transformation for any number of simultaneous requests of one variant.
 * A variant is keyed by its object's version: a replaced or removed object's variants are never served
 * again (its row names another version, or none) and are deleted with its bytes (`deleteVersion`).
 */
export class ImageVariants {
  private readonly slots: ReturnType<typeof pLimit>;
  /** AVIF jobs wait here before they take a slot, so that at most AVIF_AT_ONCE encode at once. */
  private readonly avifGate = pLimit(AVIF_AT_ONCE);
  readonly memory = new ByteLru(MEMORY_CACHE_BYTES, MEMORY_ENTRY_BYTES);
  private readonly inFlight = new Map<string, Promise<Buffer | undefined>>();
  private readonly render: typeof renderImage;
  private readonly log: (line: string) => void;

  constructor(
    private readonly store: ObjectStore,
    private readonly options: ImageVariantsOptions,
  ) {
    this.slots = pLimit(options.transformsAtOnce ?? TRANSFORMS_AT_ONCE);
    this.render = options.render ?? renderImage;
    this.log = options.log ?? ((line) => console.error(line));
  }

  /** Transformations running now and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.slots.activeCount, waiting: this.slots.pendingCount + this.avifGate.pendingCount };
  }

  /** Forgets the in-memory variants of a version (its bytes are gone or replaced). */
  forget(bucket: string, version: string): void {
    this.memory.deletePrefix(variantPrefix(bucket, version));
  }

  async get(request: VariantRequest): Promise<VariantBody> {
    const key = variantKey(request.bucket, request.version, request.name);
    const kept = this.memory.get(key);
    if (kept) return { size: kept.byteLength, bytes: kept };
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchOrMake(key, request).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const bytes = await pending;
    if (bytes) return { size: bytes.byteLength, bytes };
    // In the store and too large to keep in memory: each request streams it on its own.
    const stored = await this.store.get(key);
    if (!stored) throw noSuchKey();
    return stored;
  }

  /** The variant's bytes, from the store or made now; undefined when it is in the store but too large to keep. */
  private async fetchOrMake(key: string, request: VariantRequest): Promise<Buffer | undefined> {
    const stored = await this.store.get(key);
    if (stored) {
      if (stored.size > MEMORY_ENTRY_BYTES) {
        stored.stream.destroy();
        return undefined;
      }
      const bytes = await readAll(stored.stream, stored.size, MEMORY_ENTRY_BYTES);
      this.memory.set(key, bytes);
      return bytes;
    }
    if (this.load.waiting >= TRANSFORMS_WAITING) {
      throw tooManyRequests('Too many image transformations are waiting; try again shortly');
    }
    const bytes =
      request.format === 'avif'
        ? await this.avifGate(() => this.slots(() => this.make(request)))
        : await this.slots(() => this.make(request));
    await this.store.putBytes(key, bytes);
    // Removed or replaced while it was being made: the deletion may have missed this variant.
    if (!(await this.options.isCurrent(request.bucket, request.objectName, request.version))) {
      await this.store
        .deletePrefix(variantPrefix(request.bucket, request.version))
        .catch((error: unknown) =>
          this.log(`Could not delete the variants of a removed object: ${String(error)}`),
        );
      return bytes;
    }
    this.memory.set(key, bytes);
    return bytes;
  }

  /** Inside a slot: reads the source (at most MAX_SOURCE_BYTES) and renders it. */
  private async make(request: VariantRequest): Promise<Buffer> {
    const source = await this.store.get(objectKey(request.bucket, request.version));
    if (!source) throw noSuchKey();
    const input = await readAll(source.stream, source.size, MAX_SOURCE_BYTES);
    const actual = sniffImageType(input);
    if (actual === undefined || MIME_TYPES[request.source] !== actual) throw unsupportedSource();
    return this.render(input, request.options, request.format);
  }
}
