import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStore, StagedFile } from './files';
import {
  isStoreKey,
  type ObjectStore,
  type StoredBytes,
  type StoredVariant,
  VARIANTS_PREFIX,
} from './object-store';

/** Where the bucket is and how to reach it: the variables Supabase's self-hosted storage reads. */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, R2, …); unset: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
}

/**
 * Objects and image variants in one S3 bucket, at the same keys as on disk (`<bucket>/<version>`,
 * `.variants/<bucket>/<version>/<variant>`). Uploads are still received into a local staging file (in the
 * data folder), then sent with one PUT of known length: S3 makes an object visible only once it is whole.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3';
  readonly client: S3Client;

  constructor(
    readonly settings: S3Settings,
    private readonly staging: FileStore,
  ) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private key(key: string): string {
    if (!isStoreKey(key)) throw new Error(`not a store key: ${key}`);
    return key;
  }

  /** Throws a clear error when the bucket cannot be reached with these settings. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? 'it does not exist'
          : status === 403 || status === 401
            ? 'access is denied with these credentials'
            : error instanceof Error
              ? error.message
              : String(error);
      throw new Error(
        `The S3 bucket "${this.settings.bucket}"${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''} cannot be used: ${reason}.`,
      );
    }
  }

  stage(): Promise<StagedFile> {
    return this.staging.stage();
  }

  async putStaged(key: string, staged: StagedFile): Promise<void> {
    await staged.close();
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(key),
          Body: createReadStream(staged.path),
          ContentLength: staged.size,
        }),
      );
    } finally {
      await staged.discard();
    }
  }

  async putStream(key: string, stream: Readable, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(key),
        Body: stream,
        ContentLength: size,
      }),
    );
  }

  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
      }),
    );
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async get(key: string): Promise<StoredBytes | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }),
      );
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error('the S3 answer has no readable body');
      return { stream: body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!isStoreKey(`${prefix.replace(/\/$/, '')}/x.webp`))
      throw new Error(`not a variant prefix: ${prefix}`);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      // One DELETE per key: a version has a handful of variants, and every S3-compatible server has it.
      await Promise.all(
        (page.Contents ?? []).flatMap((entry) =>
          entry.Key
            ? [this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: entry.Key }))]
            : [],
        ),
      );
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async listVariants(): Promise<StoredVariant[]> {
    const found: StoredVariant[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: `${VARIANTS_PREFIX}/`,
          ContinuationToken: token,
        }),
      );
      for (const entry of page.Contents ?? []) {
        if (entry.Key && isStoreKey(entry.Key))
          found.push({ key: entry.Key, size: entry.Size ?? 0, usedAt: entry.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  destroy(): void {
    this.client.destroy();
  }
}
