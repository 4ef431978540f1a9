import { media, vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** A grid of items separated by thin rules (no boxes): calm and precise. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const columns = styleVariants({
  1: {},
  2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
  4: {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  padding: `${vars.space[6]} 0 ${vars.space[8]}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space[8]} ${vars.space[6]} ${vars.space[10]} 0` },
  },
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

export const text = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.body,
});
