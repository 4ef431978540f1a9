import { media, vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space[6]} ${vars.space[6]}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const measure = styleVariants({
  reading: { maxWidth: vars.layout.readingMax },
  full: {},
});

export const span = styleVariants({
  half: { minWidth: 0 },
  full: { minWidth: 0, gridColumn: '1 / -1' },
});
