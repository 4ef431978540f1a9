import type { ImageSource } from '@company/ui';

/**
 * Images uploaded to Supabase Storage go out through its image transformation (`/storage/v1/render/image`),
 * sized for where they are shown, as `getPublicUrl(path, { transform })` names them. Any other image (the
 * site's own files, a video's still) is left as it is.
 */

/** A public object's URL, relative to the site or absolute (hosted Supabase, a static build baked against it). */
const PUBLIC_OBJECT =
  /^((?:https?:\/\/[^/?#]+)?)\/storage\/v1\/object\/public\/([^/?#]+)\/([^?#]+)(?:\?[^#]*)?$/;

export interface StorageObject {
  /** The Supabase origin (`https://…`), or empty for a URL relative to the site. */
  origin: string;
  bucket: string;
  /** The object's path, as it appears in the URL (already percent-encoded). */
  path: string;
}

/**
 * Where a relative object URL (the sample content's) points: the Supabase project a static build is baked
 * against, whose Storage is not on the site's own host; the site's own host otherwise.
 */
const BAKED_SUPABASE_URL = ((import.meta.env.VITE_SUPABASE_URL as string | undefined) ?? '').replace(
  /\/$/,
  '',
);

/**
 * `VITE_IMAGE_TRANSFORMATIONS=off` at build time links originals: for a hosted Supabase project without image
 * transformations (a Pro plan feature), where the render URLs would not answer.
 */
const TRANSFORMATIONS_OFF = import.meta.env.VITE_IMAGE_TRANSFORMATIONS === 'off';

export function parseStorageObjectUrl(url: string): StorageObject | null {
  const match = PUBLIC_OBJECT.exec(url.trim());
  if (!match) return null;
  const [, origin = '', bucket = '', path = ''] = match;
  return { origin: origin || BAKED_SUPABASE_URL, bucket, path };
}

export interface Transform {
  width: number;
  /** With a height the image is cropped to width × height (`resize=cover`); without, it keeps its shape. */
  height?: number;
  quality?: number;
  /** `origin` keeps the source's format; otherwise the server picks WebP or AVIF by the request's `Accept`. */
  format?: 'origin';
}

/** The object's own URL (its original), on the Storage it belongs to. */
function objectUrl(object: StorageObject): string {
  return `${object.origin}/storage/v1/object/public/${object.bucket}/${object.path}`;
}

/** The URL of one transformation, with storage-js's parameter names and order. */
export function renderImageUrl(object: StorageObject, transform: Transform): string {
  const query = new URLSearchParams({ width: String(transform.width) });
  if (transform.height !== undefined) {
    query.set('height', String(transform.height));
    query.set('resize', 'cover');
  }
  if (transform.format !== undefined) query.set('format', transform.format);
  if (transform.quality !== undefined) query.set('quality', String(transform.quality));
  return `${object.origin}/storage/v1/render/image/public/${object.bucket}/${object.path}?${query}`;
}

/** Where an uploaded image is shown, and the widths it is offered in there. */
interface Slot {
  widths: readonly number[];
  /** The width the `src` names, for browsers that ignore `srcset`. */
  fallbackWidth: number;
  /** Height over width, when the slot crops to a fixed shape. */
  aspect?: number;
}

const SIXTEEN_NINE = 9 / 16;

const slots = {
  /** News cards: at most 400 px wide (a phone's whole width below the tablet break), 16:9. */
  card: { widths: [320, 480, 640, 960], fallbackWidth: 640, aspect: SIXTEEN_NINE },
  /** The previous/next thumbnails under a post: 6rem wide, 16:9. */
  navigation: { widths: [160, 320], fallbackWidth: 160, aspect: SIXTEEN_NINE },
  /** Images inside a post: the reading column (860 px) or the screen, in their own shape. */
  body: { widths: [320, 640, 960, 1280, 1920], fallbackWidth: 960 },
} as const satisfies Record<string, Slot>;

export type ImageSlot = keyof typeof slots;

/** The `sizes` of an image inside a post: the reading column on wide screens, the screen below it. */
export const BODY_IMAGE_SIZES = '(min-width: 900px) 860px, 100vw';

function heightFor(slot: Slot, width: number): number | undefined {
  return slot.aspect === undefined ? undefined : Math.round(width * slot.aspect);
}

/**
 * The widths to offer of an image `pixelWidth` wide: the slot's widths below it, then the image's own width
 * (the transformation never enlarges, so a wider descriptor would claim pixels the answer does not have, and
 * the browser would draw the image smaller than it is).
 */
function widthsUpTo(widths: readonly number[], pixelWidth: number): number[] {
  const widest = widths[widths.length - 1] ?? pixelWidth;
  const top = Math.min(pixelWidth, widest);
  return [...widths.filter((width) => width < top), top];
}

/**
 * An image as `srcSet` widths of its transformation for the slot, with the intrinsic size when the slot fixes
 * its shape. `pixelWidth` is the image's own width where it is known (a body image's stored `width`): a body
 * image of unknown width gets one middle width and no `srcSet`, which cannot misstate its size. A URL that is
 * not a public Storage object comes back as it is.
 */
export function storageImage(url: string, slotName: ImageSlot, pixelWidth?: number): ImageSource {
  const object = parseStorageObjectUrl(url);
  if (!object) return { src: url };
  if (TRANSFORMATIONS_OFF) return { src: objectUrl(object) };
  const slot: Slot = slots[slotName];
  const sized = (width: number) => renderImageUrl(object, { width, height: heightFor(slot, width) });
  if (slot.aspect === undefined && pixelWidth === undefined) return { src: sized(slot.fallbackWidth) };
  const widths = pixelWidth === undefined ? [...slot.widths] : widthsUpTo(slot.widths, pixelWidth);
  const srcSet = widths.map((width) => `${sized(width)} ${width}w`).join(', ');
  const src = sized(Math.min(slot.fallbackWidth, widths[widths.length - 1] ?? slot.fallbackWidth));
  const widest = slot.widths[slot.widths.length - 1] ?? slot.fallbackWidth;
  const height = heightFor(slot, widest);
  return height === undefined ? { src, srcSet } : { src, srcSet, width: widest, height };
}

/** The share image (`og:image`): 1200 × 630, cropped, in the source's format, as link previews want. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export function shareImage(url: string): { url: string; width?: number; height?: number } {
  const object = parseStorageObjectUrl(url);
  if (!object) return { url };
  if (TRANSFORMATIONS_OFF) return { url: objectUrl(object) };
  return { url: renderImageUrl(object, { ...SHARE_IMAGE, format: 'origin' }), ...SHARE_IMAGE };
}

/** An item's optional thumbnail for the slot (nothing stays nothing). */
export function thumbnailImage(url: string | null | undefined, slotName: ImageSlot): ImageSource | null {
  return url ? storageImage(url, slotName) : null;
}

/**
 * Sizes an image inside a post's sanitised body: an upload gets the body slot's widths up to its stored width,
 * and `sizes`; every image decodes off the main thread. The width and height the editor stored stay, so the
 * text does not move. (Not lazy: the first image of a post is often its largest paint.)
 */
export function sizeBodyImage(image: Element): void {
  image.setAttribute('decoding', 'async');
  const src = image.getAttribute('src');
  if (!src) return;
  const stored = Number(image.getAttribute('width'));
  const sized = storageImage(src, 'body', Number.isInteger(stored) && stored > 0 ? stored : undefined);
  image.setAttribute('src', sized.src);
  if (!sized.srcSet) return;
  image.setAttribute('srcset', sized.srcSet);
  image.setAttribute('sizes', BODY_IMAGE_SIZES);
}
