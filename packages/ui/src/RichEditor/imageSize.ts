export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The pixel size of an image file as it is shown (its EXIF orientation applied), or null where the browser
 * cannot decode it. Stored on the `<img>`, it lets the page keep the image's place before it loads.
 */
export async function readImageSize(file: Blob): Promise<ImageSize | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
