import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import type { Claims, TokenService } from '../auth/jwt';
import { sqlState } from '../db/database';
import { requestClaims } from '../request-auth';
import { accessDenied, bodyStalled, duplicate, invalidRequest, StorageError, tooLarge } from './errors';
import { objectNameFromPath } from './names';

/** The largest JSON body a list or remove takes (a remove names up to 1000 keys of up to 1024 characters). */
export const STORAGE_JSON_LIMIT = 2 * 1024 * 1024;

/** The claims of the request's token (anon without one); a token that does not verify is refused. */
export async function claimsOf(c: Context, tokens: TokenService): Promise<Claims> {
  const verified = await requestClaims(c, tokens);
  if (!verified.ok) throw accessDenied(verified.message);
  return verified.claims;
}

/** The object name after `<marker>` (`/object/<bucket>/` and the like) in the request path. */
export function nameAfter(c: Context, marker: string): string {
  const path = new URL(c.req.url).pathname;
  const at = path.indexOf(marker);
  return objectNameFromPath(path.slice(at + marker.length));
}

/** The request's declared body length, or undefined when it has none (chunked) or it is not a number. */
export function declaredLength(c: Context): number | undefined {
  const header = c.req.header('content-length');
  if (header === undefined || c.req.header('transfer-encoding') !== undefined) return undefined;
  return /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
}

/**
 * The request body as a Node stream that nothing has read yet: Node's own request when the app runs on
 * Node's server (so that no web stream reads ahead of what is used), the web body otherwise.
 */
export function bodySource(c: Context): Readable | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : undefined;
}

const bodyEndedEarly = () => invalidRequest('The request body ended before it was whole');

/**
 * Hands each chunk of `source` to `sink`, waiting for it before reading on (so the bytes in memory stay a
 * chunk or two), and resolves at the end of the body. When `sink` throws, reading stops and the error is
 * thrown; the source is paused, not destroyed, so the answer still reaches the client (the server reads
 * and drops the rest of a body a request did not use, within bounds, after answering).
 */
export function pump(
  source: Readable,
  sink: (chunk: Buffer) => Promise<void> | void,
  idleMs?: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let idle: NodeJS.Timeout | undefined;
    // Waiting for the client (not for the sink) longer than `idleMs` ends the read.
    const arm = () => {
      if (idleMs === undefined) return;
      clearTimeout(idle);
      idle = setTimeout(() => finish(bodyStalled()), idleMs);
    };
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
      source.off('close', onClose);
      source.pause();
      if (error === undefined) resolve();
      else reject(error);
    };
    const onData = (chunk: Buffer | string) => {
      clearTimeout(idle);
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      let pending: Promise<void> | void;
      try {
        pending = sink(bytes);
      } catch (error) {
        finish(error);
        return;
      }
      if (pending) {
        source.pause();
        pending.then(
          () => {
            if (settled) return;
            arm();
            source.resume();
          },
          (error: unknown) => finish(error),
        );
      } else {
        arm();
      }
    };
    const onEnd = () => finish();
    const onError = () => finish(bodyEndedEarly());
    const onClose = () => {
      if (!source.readableEnded) finish(bodyEndedEarly());
    };
    if (source.readableEnded) {
      resolve();
      return;
    }
    if (source.destroyed) {
      reject(bodyEndedEarly());
      return;
    }
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
    source.once('close', onClose);
    arm();
    source.resume();
  });
}

/** The body as text, refused with 413 past `limit` bytes (by its declared length at once, else as it comes). */
export async function readBoundedText(c: Context, limit: number): Promise<string> {
  const length = declaredLength(c);
  if (length !== undefined && length > limit) throw tooLarge();
  const source = bodySource(c);
  if (!source) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  await pump(source, (chunk) => {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  });
  return Buffer.concat(chunks, size).toString('utf8');
}

/** The body parsed as JSON (at most STORAGE_JSON_LIMIT bytes). */
export async function readJson(c: Context): Promise<unknown> {
  const text = await readBoundedText(c, STORAGE_JSON_LIMIT);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidRequest('The body must be JSON');
  }
}

/** The answer to an error: storage-api's shape for its own errors and for the database's refusals. */
export function storageFailure(error: unknown): Response {
  if (error instanceof StorageError) return error.response();
  const code = sqlState(error);
  if (code === '42501') return accessDenied().response();
  if (code === '23505') return duplicate().response();
  if (code !== undefined && !['08', '53', '57', '58', 'XX'].includes(code.slice(0, 2))) {
    return invalidRequest(error instanceof Error ? error.message : 'invalid request').response();
  }
  throw error;
}
