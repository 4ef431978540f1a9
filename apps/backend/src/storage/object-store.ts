import type { Readable } from 'node:stream';
import type { StagedFile } from './files';

/** An object's bytes as a stream, with their size. */
export interface StoredBytes {
  stream: Readable;
  size: number;
}

/**
 * Where object bytes and image variants live: the data folder (`disk.ts`) or an S3-compatible bucket
 * (`s3.ts`). Keys are made by `objectKey` and `variantKey` below, never from an object's name, so a name
 * can be an object and a folder at once and a new version never overwrites the one a row still names.
 *
 * The rules both keep: an upload's bytes are whole in the store (`putStaged` has resolved) before the row
 * that names them commits, and they are deleted only after the row no longer names them.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** A new, empty local file that an upload is received into; handed to `putStaged`, or discarded. */
  stage(): Promise<StagedFile>;
  /** Stores the whole staged file under `key` (a rename on disk, one PUT on S3); the staged file is used up. */
  putStaged(key: string, staged: StagedFile): Promise<void>;
  /** Stores `size` bytes read from `stream` under `key`, visible only once whole (moving a store). */
  putStream(key: string, stream: Readable, size: number): Promise<void>;
  /** Stores `bytes` under `key`, whole (image variants). */
  putBytes(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key` as a stream with their size, or undefined when there are none. */
  get(key: string): Promise<StoredBytes | undefined>;
  /** The size of what is stored under `key`, or undefined when nothing is (whether it exists). */
  size(key: string): Promise<number | undefined>;
  /** Deletes what is under `key` (nothing happens when there is nothing). */
  delete(key: string): Promise<void>;
  /** Deletes every key that starts with `prefix` (a version's image variants). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every image variant stored, with its size and when it was written or last read (ms; the index's start). */
  listVariants(): Promise<StoredVariant[]>;
}

export interface StoredVariant {
  key: string;
  size: number;
  usedAt: number;
}

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BUCKET = /^[A-Za-z0-9_.-]{1,100}$/;
const VARIANT = /^[a-z0-9-]{1,64}\.(?:webp|avif|jpeg|png|gif)$/;

/** The folder (disk) or key prefix (S3) of image variants; no object key starts with it. */
export const VARIANTS_PREFIX = '.variants';

function checkBucket(bucket: string): void {
  if (!BUCKET.test(bucket) || bucket === '.' || bucket === '..' || bucket.startsWith('.')) {
    throw new Error(`not a bucket the store keeps: ${bucket}`);
  }
}

/** Whether `version` names stored bytes: a lower-case UUID, as the server makes them. */
export function isStoredVersion(version: string | null | undefined): version is string {
  return typeof version === 'string' && VERSION.test(version);
}

/** The key of one version of an object: `<bucket>/<version>`. */
export function objectKey(bucket: string, version: string): string {
  checkBucket(bucket);
  if (!isStoredVersion(version)) throw new Error(`not a stored version: ${version}`);
  return `${bucket}/${version}`;
}

/** The prefix under which the image variants of one object version live. */
export function variantPrefix(bucket: string, version: string): string {
  checkBucket(bucket);
  if (!isStoredVersion(version)) throw new Error(`not a stored version: ${version}`);
  return `${VARIANTS_PREFIX}/${bucket}/${version}/`;
}

/** The key of one image variant (`name` as `variantName` makes it) of an object version. */
export function variantKey(bucket: string, version: string, name: string): string {
  if (!VARIANT.test(name)) throw new Error(`not a variant name: ${name}`);
  return `${variantPrefix(bucket, version)}${name}`;
}

/** Whether a store key is one the stores make (so a disk path built from it stays inside the root). */
export function isStoreKey(key: string): boolean {
  const parts = key.split('/');
  if (parts.length === 2) {
    const [bucket = '', version = ''] = parts;
    return BUCKET.test(bucket) && !bucket.startsWith('.') && VERSION.test(version);
  }
  if (parts.length === 4 && parts[0] === VARIANTS_PREFIX) {
    const [, bucket = '', version = '', name = ''] = parts;
    return BUCKET.test(bucket) && !bucket.startsWith('.') && VERSION.test(version) && VARIANT.test(name);
  }
  return false;
}

/**
 * Deletes the bytes of a version its row no longer names, and that version's image variants. A failure is
 * logged, not thrown: the row is already gone or changed, so the answer stands; what remains is an
 * unreferenced file, never a row without its file.
 */
export async function deleteVersion(
  store: ObjectStore,
  bucket: string,
  version: string | null,
  log: (line: string) => void = (line) => console.error(line),
): Promise<void> {
  if (!isStoredVersion(version)) return;
  try {
    await Promise.all([
      store.delete(objectKey(bucket, version)),
      store.deletePrefix(variantPrefix(bucket, version)),
    ]);
  } catch (error) {
    log(
      `Could not delete ${bucket}/${version} from the ${store.kind} store: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
