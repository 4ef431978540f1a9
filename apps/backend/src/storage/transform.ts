import { createHash } from 'node:crypto';
import { invalidRequest, type StorageError } from './errors';
import { type RenderResult, type RenderSpec, render } from './image-work.mjs';
import { sniffImageType } from './sniff';

/**
 * Supabase's image transformation parameters (storage-js's `TransformOptions`, storage-api's
 * `transformationOptionsSchema`) and the work itself, with sharp in place of imgproxy.
 */

export type ResizeMode = 'cover' | 'contain' | 'fill';
export type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'gif';

export interface TransformOptions {
  /** Pixels; undefined (or 0, as storage-api reads it): keep the image's own, or follow the height. */
  width: number | undefined;
  height: number | undefined;
  resize: ResizeMode;
  quality: number;
  /** `origin`: the source's format; `webp`/`avif`: that one; undefined: negotiated from `Accept`. */
  format: 'origin' | 'webp' | 'avif' | undefined;
}

/** The largest width or height asked for (Supabase documents 1 to 2500). */
export const MAX_DIMENSION = 2500;
export const MIN_QUALITY = 20;
export const MAX_QUALITY = 100;
export const DEFAULT_QUALITY = 80;
/**
 * The most pixels a source image may have (width × height, read from its header before any decoding):
 * 50 megapixels, twice a 24 MP camera's and four times a 12 MP phone's. A PNG of a few hundred bytes can
 * claim 30000 × 30000, which decoded would take 2.7 GB.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

const RESIZE_MODES: readonly ResizeMode[] = ['cover', 'contain', 'fill'];
const FORMATS = ['origin', 'webp', 'avif'] as const;

const badParameter = (name: string, rule: string): StorageError =>
  invalidRequest(`The ${name} parameter ${rule}`);

function whole(raw: string, name: string, min: number, max: number): number {
  if (!/^\d{1,6}$/.test(raw)) throw badParameter(name, `must be a whole number from ${min} to ${max}`);
  const value = Number(raw);
  if (value < min || value > max) throw badParameter(name, `must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * The transformation a query asks for. Parameters other than these five (`download`, `cacheNonce`, `token`,
 * …) are left to others; each of the five may appear once. A width or height of 0 means none, as in
 * storage-api; above 2500, or a quality outside 20–100, is refused with 400.
 */
export function parseTransform(query: URLSearchParams): TransformOptions {
  const one = (name: string): string | undefined => {
    const values = query.getAll(name);
    if (values.length > 1) throw badParameter(name, 'may be given once');
    return values[0];
  };
  const dimension = (name: string): number | undefined => {
    const raw = one(name);
    if (raw === undefined || raw === '') return undefined;
    const value = whole(raw, name, 0, MAX_DIMENSION);
    return value === 0 ? undefined : value;
  };
  const resize = one('resize') ?? 'cover';
  if (!RESIZE_MODES.includes(resize as ResizeMode))
    throw badParameter('resize', 'must be cover, contain or fill');
  const quality = one('quality');
  const format = one('format');
  if (format !== undefined && !FORMATS.includes(format as (typeof FORMATS)[number])) {
    throw badParameter('format', 'must be origin, webp or avif');
  }
  return {
    width: dimension('width'),
    height: dimension('height'),
    resize: resize as ResizeMode,
    quality:
      quality === undefined || quality === ''
        ? DEFAULT_QUALITY
        : whole(quality, 'quality', MIN_QUALITY, MAX_QUALITY),
    format: format as TransformOptions['format'],
  };
}

/** The media types an `Accept` header takes explicitly (q above 0); wildcards do not count, as in imgproxy. */
function accepted(accept: string | undefined): Set<string> {
  const types = new Set<string>();
  for (const range of (accept ?? '').split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    types.add(type);
  }
  return types;
}

const SOURCE_FORMATS: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The format of the answer: AVIF if the client takes it, else WebP if it does, else the source's own. */
export function outputFormat(
  options: TransformOptions,
  accept: string | undefined,
  source: OutputFormat,
): OutputFormat {
  if (options.format === 'origin') return source;
  if (options.format !== undefined) return options.format;
  const types = accepted(accept);
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return source;
}

export const MIME_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The variant's name in the store: its parameters and format, the same for equal requests. */
export function variantName(options: TransformOptions, format: OutputFormat): string {
  return `w${options.width ?? 0}-h${options.height ?? 0}-${options.resize}-q${options.quality}.${format}`;
}

/** The variant's ETag: the object version, the parameters and the format it was made with. */
export function variantEtag(version: string, name: string): string {
  return `"${createHash('sha256').update(`${version}/${name}`).digest('base64url').slice(0, 27)}"`;
}

export const unsupportedSource = (): StorageError =>
  invalidRequest('The source image is invalid or unsupported for rendering');
export const sourceTooLarge = (): StorageError =>
  invalidRequest('The source image resolution is too large to process');

/** What the transformation reads the source as: the bytes' signature decides, never the stored type. */
export function sourceFormat(head: Uint8Array): OutputFormat {
  const type = sniffImageType(head);
  const format = type === undefined ? undefined : SOURCE_FORMATS[type];
  // SVG, PDF, HEIC and anything else are refused: only the raster types the buckets take are rendered.
  if (format === undefined) throw unsupportedSource();
  return format;
}

/** The work `renderImage` does, as the image process or a test runs it. */
export function renderSpec(options: TransformOptions, format: OutputFormat): RenderSpec {
  return {
    width: options.width,
    height: options.height,
    resize: options.resize,
    quality: options.quality,
    format,
    maxPixels: MAX_INPUT_PIXELS,
  };
}

/** The answer to a render, or the refusal it is. */
export function renderOutcome(result: RenderResult): Buffer {
  if ('bytes' in result)
    return Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
  if ('refused' in result) throw result.refused === 'too-large' ? sourceTooLarge() : unsupportedSource();
  throw new Error(`the image could not be rendered: ${result.failed}`);
}

/**
 * Renders `input` (a whole image, its format already checked) in this process (image-work.mjs): the
 * header first, refused above MAX_INPUT_PIXELS before any pixel is decoded; EXIF orientation applied; no
 * metadata in the answer (EXIF, GPS, XMP, IPTC, ICC); never enlarged; animated images from their first
 * frame. The server runs the same work in its image process (transformer.ts).
 */
export async function renderImage(
  input: Buffer,
  options: TransformOptions,
  format: OutputFormat,
): Promise<Buffer> {
  return renderOutcome(await render(input, renderSpec(options, format)));
}
