/**
 * The company's symbol: an open ring (a filter housing, and a "C") with three air strokes passing through it
 * and leaving clean through the opening. Four closed paths on a 64×64 grid, so the intro can stroke each and
 * then fill them. The media generators draw the same paths (scripts/media/illustrations/logo.mjs: the logo
 * files, the favicon and the share images).
 */
export const logoSymbol = {
  viewBox: '0 0 64 64',
  paths: [
    'M54.98 12.72A30 30 0 1 0 54.98 51.28L48.47 45.82A21.5 21.5 0 1 1 48.47 18.18Z',
    'M17 24C32.5 19 42.5 26.5 60 20.8L60 24.2C42.5 29.9 32.5 21.7 17 24Z',
    'M13 32.5C32.5 27.5 42.5 35.5 64 29.5L64 33.5C42.5 39.5 32.5 30.7 13 32.5Z',
    'M17 41C32.5 36 42.5 43.5 60 37.8L60 41.2C42.5 46.9 32.5 38.7 17 41Z',
  ],
} as const;
