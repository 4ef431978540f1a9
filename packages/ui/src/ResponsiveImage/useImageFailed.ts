import { useCallback, useState } from 'react';
import { type ImageInput, toImageSource } from './ResponsiveImage';

/**
 * Whether an image failed to load, for swapping in a fallback: pass `ref` and `onError` to the `<img>`. An
 * image rendered on the server may fail before the page hydrates, with no handler listening yet, so the ref
 * also looks at an image that is already complete without pixels.
 */
export function useImageFailed(image: ImageInput | null | undefined) {
  const src = image ? toImageSource(image).src : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onError = useCallback(() => setFailedSrc(src), [src]);
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailedSrc(src);
    },
    [src],
  );
  return { failed: failedSrc !== null && failedSrc === src, ref, onError };
}
