import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { invalidMime, invalidRequest, tooLarge } from './errors';
import type { StagedFile } from './files';
import { pump } from './request';
import { mimeAllowed, sniffImageType } from './sniff';

/** Room for a multipart body's boundaries, part headers and small fields around the file. */
export const MULTIPART_FRAMING_BYTES = 64 * 1024;

/** How long an upload's body may stop arriving before the upload is given up (its slot is wanted). */
export const BODY_IDLE_MS = 30_000;

/** How many bytes the signature check needs (WebP's is the longest: `RIFF`, a length, `WEBP`). */
const SIGNATURE_BYTES = 12;

export interface UploadRules {
  /** The most bytes the file may have: the bucket's limit. */
  maxBytes: number;
  /** The bucket's allowed types (null or empty: any). */
  allowed: readonly string[] | null;
}

export interface ReceivedFile {
  size: number;
  /** The type to store: what the bytes are when the bucket restricts types, otherwise the declared one. */
  mimetype: string;
  /** A multipart body's `cacheControl` field (seconds), when it came before the file. */
  cacheControl?: string;
}

const unreadable = () => invalidRequest('The multipart body could not be read');

/** A declared type as compared: the media type alone, lower-case. */
export function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function isMultipart(contentType: string | undefined): boolean {
  return contentType !== undefined && mediaType(contentType) === 'multipart/form-data';
}

/**
 * What the first bytes say the file is. When the bucket restricts types, the bytes decide, not the name or
 * the type the client claims: a file whose signature is not an allowed type is refused as soon as its first
 * bytes arrive.
 */
class SignatureCheck {
  private head = Buffer.alloc(0);
  private decided: string | undefined;

  constructor(
    private readonly declared: string,
    private readonly allowed: readonly string[] | null,
  ) {}

  private get restricted(): boolean {
    return this.allowed !== null && this.allowed.length > 0;
  }

  feed(chunk: Buffer): void {
    if (!this.restricted || this.decided !== undefined) return;
    this.head = Buffer.concat([this.head, chunk.subarray(0, SIGNATURE_BYTES - this.head.length)]);
    if (this.head.length >= SIGNATURE_BYTES) this.decided = this.decide();
  }

  /** The type to store, once the body has ended. */
  finish(): string {
    if (!this.restricted) return this.declared;
    this.decided ??= this.decide();
    return this.decided;
  }

  private decide(): string {
    const actual = sniffImageType(this.head);
    if (actual === undefined || !mimeAllowed(actual, this.allowed)) {
      throw invalidMime(actual ?? `${this.declared} (the content is not a PNG, JPEG, GIF or WebP image)`);
    }
    return actual;
  }
}

/** Copies file bytes into `staged`, refusing them past the limit or when their signature is not allowed. */
function fileSink(staged: StagedFile, check: SignatureCheck, rules: UploadRules) {
  return async (chunk: Buffer): Promise<void> => {
    if (staged.size + chunk.byteLength > rules.maxBytes) throw tooLarge();
    check.feed(chunk);
    await staged.append(chunk);
  };
}

/** A raw body (the file's bytes, its type in Content-Type, already checked against the bucket) into `staged`. */
export async function receiveRaw(
  source: Readable | undefined,
  declared: string,
  rules: UploadRules,
  staged: StagedFile,
): Promise<ReceivedFile> {
  const check = new SignatureCheck(declared, rules.allowed);
  if (source) await pump(source, fileSink(staged, check, rules), BODY_IDLE_MS);
  return { size: staged.size, mimetype: check.finish() };
}

/**
 * A multipart body's first file part into `staged`, read as it arrives (busboy): the part's type (or a
 * `contentType` field before it) is checked when its headers arrive, before its bytes; the body as a whole
 * may not exceed the limit plus framing, nor the file the limit.
 */
export async function receiveMultipart(
  source: Readable | undefined,
  contentType: string,
  rules: UploadRules,
  staged: StagedFile,
): Promise<ReceivedFile> {
  if (!source) throw invalidRequest('The multipart body has no file');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: 1,
        // One byte more than allowed, so that a file of exactly the limit is not taken for a truncated one.
        fileSize: rules.maxBytes + 1,
        fields: 16,
        fieldSize: 16 * 1024,
        parts: 32,
        headerPairs: 32,
      },
    });
  } catch {
    throw unreadable();
  }

  let failure: unknown;
  let rejectFailed: (error: unknown) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    rejectFailed = reject;
  });
  failed.catch(() => undefined);
  const fail = (error: unknown) => {
    if (failure !== undefined) return;
    failure = error;
    rejectFailed(error);
  };

  const fields = new Map<string, string>();
  let file: Promise<ReceivedFile> | undefined;
  parser.on('field', (name, value) => {
    fields.set(name, value);
  });
  parser.on('file', (_name, stream, info) => {
    // Destroying the parser fails the part's stream; that is no error of the server's.
    stream.on('error', () => undefined);
    if (file !== undefined || failure !== undefined) {
      stream.resume();
      return;
    }
    const declared = mediaType(fields.get('contentType') ?? info.mimeType ?? 'application/octet-stream');
    file = (async () => {
      if (!mimeAllowed(declared, rules.allowed)) throw invalidMime(declared);
      const check = new SignatureCheck(declared, rules.allowed);
      stream.once('limit', () => fail(tooLarge()));
      await pump(stream, fileSink(staged, check, rules));
      if (failure !== undefined) throw failure;
      const seconds = fields.get('cacheControl');
      return {
        size: staged.size,
        mimetype: check.finish(),
        ...(seconds !== undefined && /^\d{1,9}$/.test(seconds) ? { cacheControl: seconds } : {}),
      };
    })();
    file.catch(fail);
  });
  parser.on('error', () => fail(unreadable()));

  try {
    let total = 0;
    await Promise.race([
      pump(
        source,
        async (chunk) => {
          if (failure !== undefined) throw failure;
          total += chunk.byteLength;
          if (total > rules.maxBytes + MULTIPART_FRAMING_BYTES) throw tooLarge();
          await Promise.race([
            new Promise<void>((resolve, reject) =>
              parser.write(chunk, (error) => (error ? reject(unreadable()) : resolve())),
            ),
            failed,
          ]);
        },
        BODY_IDLE_MS,
      ),
      failed,
    ]);
    await Promise.race([
      new Promise<void>((resolve, reject) =>
        parser.end((error?: Error | null) => (error ? reject(unreadable()) : resolve())),
      ),
      failed,
    ]);
    if (failure !== undefined) throw failure;
    if (file === undefined) throw invalidRequest('The multipart body has no file');
    return await Promise.race([file, failed]);
  } catch (error) {
    parser.destroy();
    throw error;
  }
}
