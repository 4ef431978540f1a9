import { adminClient } from './client';

export const NEWS_IMAGES_BUCKET = 'news-images';
/** What the bucket accepts; the browser checks the same before uploading. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const extensionOfType: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
};

/** Why an image is refused: its declared type, its size, or its bytes (not an image the bucket takes). */
export type ImageRejection = 'type' | 'size' | 'content';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(
      reason === 'size'
        ? 'The file is over 10 MB.'
        : reason === 'content'
          ? 'The file’s content is not a PNG, JPEG, GIF or WebP image.'
          : 'The file is not a PNG, JPEG, GIF or WebP image.',
    );
    this.name = 'ImageRejectedError';
  }
}

const ascii = (bytes: Uint8Array, at: number, text: string): boolean =>
  bytes.length >= at + text.length && [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/** How many leading bytes `sniffImageType` needs. */
export const SNIFF_BYTES = 16;

/**
 * The image type a file's first bytes (magic number) say, whatever its name or declared type; null for
 * anything else (text, an empty or cut-off file). AVIF is recognised so that it is refused as a type the
 * bucket does not take, not as "not an image".
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte))
    return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 4, 'ftypavif') || ascii(bytes, 4, 'ftypavis')) return 'image/avif';
  return null;
}

export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * A file checked by its first bytes: the accepted image type they say, or why it is refused (`content`: not
 * an image at all; `type`: an image the bucket does not take).
 */
export async function checkImageBytes(
  file: Blob,
): Promise<{ ok: true; type: ImageType } | { ok: false; reason: 'type' | 'content' }> {
  const sniffed = sniffImageType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!sniffed) return { ok: false, reason: 'content' };
  const type = IMAGE_TYPES.find((accepted) => accepted === sniffed);
  return type ? { ok: true, type } : { ok: false, reason: 'type' };
}

/** `news/{random uuid}{original extension}`; the extension falls back to the one of the file's type. */
export function newsImagePath(file: Pick<File, 'name' | 'type'>, uuid: string): string {
  const original = /\.[a-z0-9]{1,5}$/i.exec(file.name)?.[0]?.toLowerCase();
  return `news/${uuid}${original ?? extensionOfType[file.type] ?? ''}`;
}

/**
 * Checks the image in the browser (declared type, size, then its bytes), uploads it to `news-images` with the
 * type its bytes say and returns its public URL. A refused file sends no request.
 */
export async function uploadNewsImage(file: File): Promise<string> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) throw new ImageRejectedError('type');
  if (file.size > IMAGE_MAX_BYTES) throw new ImageRejectedError('size');
  const bytes = await checkImageBytes(file);
  if (!bytes.ok) throw new ImageRejectedError(bytes.reason);
  const client = await adminClient();
  const bucket = client.storage.from(NEWS_IMAGES_BUCKET);
  const path = newsImagePath(file, crypto.randomUUID());
  const { error } = await bucket.upload(path, file, { contentType: bytes.type, upsert: false });
  if (error) throw new Error(error.message);
  return bucket.getPublicUrl(path).data.publicUrl;
}
