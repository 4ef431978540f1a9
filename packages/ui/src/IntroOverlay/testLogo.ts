/** A small two-path mark used by the intro's stories and tests (the site passes the company's logo). */
export const sampleLogoPaths = [
  'M4 36 L20 4 L36 36 Z',
  'M48 4 H76 V12 H56 V16 H72 V24 H56 V36 H48 Z',
  'M86 20 a16 16 0 1 0 32 0 a16 16 0 1 0 -32 0 Z M94 20 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0 Z',
];
export const sampleLogoViewBox = '0 0 120 40';
