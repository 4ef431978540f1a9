import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { securityHeadersOfEveryAnswer } from '../http-headers';

const PREFIX = '/assets/';
/** A file right in the build's assets folder: no folders, no percent-encoding, no dot files. */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** The build's compressed copies, in the order the app's static files prefer them. */
const COPIES = [
  ['br', '.br'],
  ['zstd', '.zst'],
  ['gzip', '.gz'],
] as const;
/** The app's compress middleware leaves smaller answers as they are. */
const COMPRESS_THRESHOLD = 1024;
/** Hashed build assets never change. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** What the fast path keeps in memory at most; files beyond it are left to the app. */
const MEMORY_LIMIT = 128 * 1024 * 1024;

type Encoding = (typeof COPIES)[number][0];

interface Copy {
  body: Buffer;
  lastModified: string;
}

interface CachedAsset {
  type: string;
  compressible: boolean;
  plain: Copy;
  encoded: Partial<Record<Encoding, Copy>>;
}

/**
 * Answers `GET` and `HEAD /assets/<file>` (the site's hashed scripts, styles, fonts and images: every page
 * asks for dozens) straight on Node's request and response, from memory. Through the app each one cost a
 * `stat` per candidate file, a read stream, a web `Response` and the middleware chain: about a millisecond
 * of CPU per font, while the browser on the same machine is starting the page.
 *
 * The answer is the app's by construction: the same file or compressed copy (brotli, zstd, gzip, chosen as
 * the app chooses), the same security headers, type, `Last-Modified`, `Vary` and year-long
 * cache. Anything else (a range, a query, an odd name, a file that is not there, an answer the app would
 * compress as it sends it) is handed to the app untouched.
 */
export function withAssetFastPath(assetsDir: string, app: RequestListener): RequestListener {
  const cache = new Map<string, Promise<CachedAsset | undefined>>();
  let cachedBytes = 0;

  const load = (name: string): Promise<CachedAsset | undefined> => {
    let asset = cache.get(name);
    if (!asset) {
      asset = readAsset(assetsDir, name).then((read) => {
        const size = read ? sizeOf(read) : 0;
        // Nothing is remembered for a missing file (a build may add it) or past the memory limit.
        if (!read || cachedBytes + size > MEMORY_LIMIT) cache.delete(name);
        else cachedBytes += size;
        return read;
      });
      cache.set(name, asset);
    }
    return asset;
  };

  return (req, res) => {
    const name = assetName(req);
    if (name === undefined) {
      app(req, res);
      return;
    }
    load(name).then(
      (asset) => {
        if (!asset || !answer(req, res, asset)) app(req, res);
      },
      () => app(req, res),
    );
  };
}

function assetName(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '';
  if (!url.startsWith(PREFIX)) return undefined;
  const name = url.slice(PREFIX.length);
  if (!FILE_NAME.test(name)) return undefined;
  if (req.headers.range !== undefined) return undefined;
  return name;
}

async function readAsset(dir: string, name: string): Promise<CachedAsset | undefined> {
  const path = join(dir, name);
  const plain = await readCopy(path);
  if (!plain) return undefined;
  const type = getMimeType(path) ?? 'application/octet-stream';
  const compressible = type === 'application/octet-stream' || COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
  const encoded: Partial<Record<Encoding, Copy>> = {};
  if (compressible) {
    for (const [encoding, suffix] of COPIES) {
      const copy = await readCopy(path + suffix);
      if (copy) encoded[encoding] = copy;
    }
  }
  return { type, compressible, plain, encoded };
}

async function readCopy(path: string): Promise<Copy | undefined> {
  try {
    const stats = await stat(path);
    if (!stats.isFile()) return undefined;
    return { body: await readFile(path), lastModified: stats.mtime.toUTCString() };
  } catch {
    return undefined;
  }
}

function sizeOf(asset: CachedAsset): number {
  return Object.values(asset.encoded).reduce((sum, copy) => sum + copy.body.length, asset.plain.body.length);
}

/** Sends the asset as the app would, or returns false when the app must answer (it would compress it). */
function answer(req: IncomingMessage, res: ServerResponse, asset: CachedAsset): boolean {
  const acceptEncoding = req.headers['accept-encoding'];
  const headers: Record<string, string | number> = {
    ...securityHeadersOfEveryAnswer(),
    'Content-Type': asset.type,
  };
  let copy = asset.plain;
  // The app's static files take the first compressed copy whose name the client lists, as written.
  const accepted = new Set(acceptEncoding?.split(',').map((encoding) => encoding.trim()));
  const encoding = COPIES.map(([name]) => name).find((name) => accepted.has(name) && asset.encoded[name]);
  const encodedCopy = encoding ? asset.encoded[encoding] : undefined;
  if (encoding && encodedCopy) {
    headers['Content-Encoding'] = encoding;
    headers.Vary = 'Accept-Encoding';
    copy = encodedCopy;
  } else if (acceptEncoding && asset.compressible && copy.body.length >= COMPRESS_THRESHOLD) {
    return false;
  }
  headers['Last-Modified'] = copy.lastModified;
  headers['Content-Length'] = copy.body.length;
  headers['Cache-Control'] = ASSET_CACHE_CONTROL;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : copy.body);
  return true;
}
