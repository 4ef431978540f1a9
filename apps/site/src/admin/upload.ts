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

export class ImageRejectedError extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(reason === 'type' ? 'The file is not a PNG, JPEG, GIF or WebP image.' : 'The file is over 10 MB.');
    this.name = 'ImageRejectedError';
  }
}

/** `news/{random uuid}{original extension}`; the extension falls back to the one of the file's type. */
export function newsImagePath(file: Pick<File, 'name' | 'type'>, uuid: string): string {
  const original = /\.[a-z0-9]{1,5}$/i.exec(file.name)?.[0]?.toLowerCase();
  return `news/${uuid}${original ?? extensionOfType[file.type] ?? ''}`;
}

/** Checks the image in the browser (type and size), uploads it to `news-images` and returns its public URL. */
export async function uploadNewsImage(file: File): Promise<string> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) throw new ImageRejectedError('type');
  if (file.size > IMAGE_MAX_BYTES) throw new ImageRejectedError('size');
  const client = await adminClient();
  const bucket = client.storage.from(NEWS_IMAGES_BUCKET);
  const path = newsImagePath(file, crypto.randomUUID());
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(error.message);
  return bucket.getPublicUrl(path).data.publicUrl;
}
