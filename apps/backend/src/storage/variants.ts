import type { Readable } from 'node:stream';
import { invalidRequest, noSuchKey, tooManyRequests } from './errors';
import { FairQueue } from './fair-queue';
import { type ObjectStore, objectKey, variantKey, variantPrefix } from './object-store';
import { sniffImageType } from './sniff';
import {
  MIME_TYPES,
  type OutputFormat,
  renderImage,
  type TransformOptions,
  unsupportedSource,
} from './transform';
import { VariantIndex } from './variant-index';

/** Transformations that run at one time (each takes a core); the others wait their turn. */
export const TRANSFORMS_AT_ONCE = 2;
/** Transformations of one client (address) that run at one time; its others wait behind other clients'. */
export const TRANSFORMS_PER_CLIENT = 2;
/** AVIF encodings at one time: one takes some 170 MB at 2500 pixels wide (WebP about 50). */
export const AVIF_AT_ONCE = 1;
/** Transformations that may wait; past this a request is refused (429) rather than queued behind a flood. */
export const TRANSFORMS_WAITING = 100;
/** The bytes of variants the store keeps (least recently used out first), and how many of one object version. */
export const VARIANT_STORE_BYTES = 512 * 1024 * 1024;
export const VARIANTS_PER_OBJECT = 64;
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
  /** Who asks (the client's address): each client's transformations wait in their own line. */
  client?: string;
  /** Aborted when the client goes away: it stops waiting, and a transformation nobody waits for any more stops. */
  signal?: AbortSignal;
}

export interface ImageVariantsOptions {
  /** Whether a row still names the version (a variant made for a version removed meanwhile is dropped). */
  isCurrent: (bucket: string, name: string, version: string) => Promise<boolean>;
  /** The transformation itself (tests count how many run at once). */
  render?: typeof renderImage;
  transformsAtOnce?: number;
  transformsPerClient?: number;
  storeBytes?: number;
  perObject?: number;
  log?: (line: string) => void;
}

/** One transformation under way, and how many requests still wait for it. */
interface InFlight {
  promise: Promise<Buffer | undefined>;
  controller: AbortController;
  waiters: number;
}

const gone = (): Error => new Error('the client went away');

/** Waits for `promise` unless `signal` aborts first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(gone());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(gone());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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
  private readonly queue: FairQueue;
  readonly memory = new ByteLru(MEMORY_CACHE_BYTES, MEMORY_ENTRY_BYTES);
  /** The variants in the store, by last use; rebuilt from the store on start. */
  readonly index: VariantIndex;
  private readonly ready: Promise<void>;
  private readonly inFlight = new Map<string, InFlight>();
  private readonly render: typeof renderImage;
  private readonly log: (line: string) => void;

  constructor(
    private readonly store: ObjectStore,
    private readonly options: ImageVariantsOptions,
  ) {
    this.queue = new FairQueue({
      atOnce: options.transformsAtOnce ?? TRANSFORMS_AT_ONCE,
      perClient: options.transformsPerClient ?? TRANSFORMS_PER_CLIENT,
      classLimits: { avif: AVIF_AT_ONCE },
    });
    this.index = new VariantIndex({
      maxBytes: options.storeBytes ?? VARIANT_STORE_BYTES,
      perObject: options.perObject ?? VARIANTS_PER_OBJECT,
    });
    this.render = options.render ?? renderImage;
    this.log = options.log ?? ((line) => console.error(line));
    this.ready = this.rebuild().catch((error: unknown) =>
      this.log(`Could not list the stored image variants: ${String(error)}`),
    );
  }

  /** Indexes what the store already holds, oldest use first, and evicts what is over the bounds. */
  private async rebuild(): Promise<void> {
    const found = await this.store.listVariants();
    found.sort((a, b) => a.usedAt - b.usedAt);
    const evicted: string[] = [];
    let bytes = 0;
    for (const { key, size } of found) {
      if (this.index.has(key)) continue;
      const out = this.index.add(key, size);
      evicted.push(...out.keys);
      bytes += out.bytes;
    }
    await this.evict(evicted, bytes);
  }

  /** Deletes evicted variants from the store and memory, with one line of metrics. */
  private async evict(keys: string[], bytes: number): Promise<void> {
    if (keys.length === 0) return;
    for (const key of keys) this.memory.delete(key);
    await Promise.all(keys.map((key) => this.store.delete(key))).catch((error: unknown) =>
      this.log(`Could not delete evicted image variants: ${String(error)}`),
    );
    this.log(
      `image variants: evicted ${keys.length} (${bytes} bytes); kept ${this.index.count} (${this.index.bytes} of ${this.index.options.maxBytes} bytes)`,
    );
  }

  /** Transformations running now and waiting now. */
  get load(): { running: number; waiting: number } {
    return this.queue.load;
  }

  /** Forgets the variants of a version (its bytes are gone or replaced). */
  forget(bucket: string, version: string): void {
    const prefix = variantPrefix(bucket, version);
    this.memory.deletePrefix(prefix);
    this.index.removePrefix(prefix);
  }

  async get(request: VariantRequest): Promise<VariantBody> {
    const key = variantKey(request.bucket, request.version, request.name);
    const kept = this.memory.get(key);
    if (kept) {
      this.index.touch(key);
      return { size: kept.byteLength, bytes: kept };
    }
    let flight = this.inFlight.get(key);
    if (!flight) {
      const controller = new AbortController();
      const promise = this.fetchOrMake(key, request, controller.signal).finally(() => {
        if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
      });
      flight = { promise, controller, waiters: 0 };
      this.inFlight.set(key, flight);
    }
    const current = flight;
    current.waiters += 1;
    const leave = () => {
      current.waiters -= 1;
      // Nobody waits for it any more: it leaves the queue, or is not kept if it is already being made.
      if (current.waiters === 0) {
        current.controller.abort(gone());
        if (this.inFlight.get(key) === current) this.inFlight.delete(key);
      }
    };
    request.signal?.addEventListener('abort', leave, { once: true });
    let bytes: Buffer | undefined;
    try {
      bytes = await unlessAborted(current.promise, request.signal);
    } finally {
      request.signal?.removeEventListener('abort', leave);
    }
    if (!request.signal?.aborted) current.waiters -= 1;
    if (bytes) return { size: bytes.byteLength, bytes };
    // In the store and too large to keep in memory: each request streams it on its own.
    const stored = await this.store.get(key);
    if (!stored) throw noSuchKey();
    return stored;
  }

  /** The variant's bytes, from the store or made now; undefined when it is in the store but too large to keep. */
  private async fetchOrMake(
    key: string,
    request: VariantRequest,
    signal: AbortSignal,
  ): Promise<Buffer | undefined> {
    const stored = await this.store.get(key);
    if (stored) {
      if (!this.index.has(key)) await this.ready;
      if (this.index.has(key)) this.index.touch(key);
      else await this.evict(...spread(this.index.add(key, stored.size)));
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
    const bytes = await this.queue.run(
      request.client ?? '',
      request.format === 'avif' ? 'avif' : 'other',
      () => this.make(request),
      signal,
    );
    // Nobody waits for it any more: it is not kept (the next request makes it again).
    if (signal.aborted) throw gone();
    await this.ready;
    await this.store.putBytes(key, bytes);
    // Removed or replaced while it was being made: the deletion may have missed this variant.
    if (!(await this.options.isCurrent(request.bucket, request.objectName, request.version))) {
      this.index.removePrefix(variantPrefix(request.bucket, request.version));
      await this.store
        .deletePrefix(variantPrefix(request.bucket, request.version))
        .catch((error: unknown) =>
          this.log(`Could not delete the variants of a removed object: ${String(error)}`),
        );
      return bytes;
    }
    const evicted = this.index.add(key, bytes.byteLength);
    await this.evict(evicted.keys, evicted.bytes);
    if (this.index.has(key)) this.memory.set(key, bytes);
    return bytes;
  }

  /**
   * Inside a slot: reads the source (at most MAX_SOURCE_BYTES) and renders it. A rendering in the source's
   * own format that comes out larger than the source is not kept: the source is served instead.
   */
  private async make(request: VariantRequest): Promise<Buffer> {
    const source = await this.store.get(objectKey(request.bucket, request.version));
    if (!source) throw noSuchKey();
    const input = await readAll(source.stream, source.size, MAX_SOURCE_BYTES);
    const actual = sniffImageType(input);
    if (actual === undefined || MIME_TYPES[request.source] !== actual) throw unsupportedSource();
    const output = await this.render(input, request.options, request.format);
    return request.format === request.source && output.byteLength >= input.byteLength ? input : output;
  }
}

const spread = (evicted: { keys: string[]; bytes: number }): [string[], number] => [
  evicted.keys,
  evicted.bytes,
];
