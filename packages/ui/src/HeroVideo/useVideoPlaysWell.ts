import { media } from '@company/tokens';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '../ExpandPanels/useMediaQuery';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { prefersSavingData } from './saveData';

/**
 * The screens the hero's video is made for: from the desktop breakpoint, where the hero's own layout widens.
 * Below it (phones, tablets) the landscape video would be cropped to a sliver of itself for hundreds of
 * kilobytes, so the poster stays.
 */
export const VIDEO_MEDIA = media.desktop;

/**
 * Whether the hero's video plays well here: a wide screen, no data saving (Save-Data, `prefers-reduced-data`)
 * and no reduced motion. False on the server and in the first render (hydration), so the server's HTML and
 * the hydrated page both show the poster only.
 */
export function useVideoPlaysWell(): boolean {
  const wide = useMediaQuery(VIDEO_MEDIA);
  const reducedMotion = usePrefersReducedMotion();
  const [savingData, setSavingData] = useState(true);
  useEffect(() => setSavingData(prefersSavingData()), []);
  return wide && !reducedMotion && !savingData;
}
