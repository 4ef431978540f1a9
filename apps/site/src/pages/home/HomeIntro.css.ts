import { keyframes, style } from '@vanilla-extract/css';

/**
 * How long the server's first frame of the intro waits for the application to take it over (and play it) before
 * it steps aside for the page: a page whose scripts fail is still read.
 */
export const FIRST_FRAME_WAIT_S = 10;

const stepAside = keyframes({ to: { visibility: 'hidden' } });

/**
 * Around the intro overlay. While the intro is pending (the server's first frame, until the application has
 * decided), it shows only where the intro gate marked the page `data-intro="play"` (introGate.ts, which runs
 * before the body is painted) and never under reduced motion, so a repeat or reduced-motion visitor never sees a
 * frame of it, whatever the application does later.
 */
export const slot = style({
  selectors: {
    'html:not([data-intro="play"]) &[data-home-intro="pending"]': { display: 'none' },
    '&[data-home-intro="pending"]': { animation: `${stepAside} 0s ${FIRST_FRAME_WAIT_S}s forwards` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-home-intro="pending"]': { display: 'none' } },
    },
  },
});
