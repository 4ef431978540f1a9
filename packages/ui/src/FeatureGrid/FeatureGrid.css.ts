import { media, vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

/** A grid of items separated by thin rules (no boxes): calm and precise. */
export const grid = style([
  listReset,
  sprinkles({ display: 'grid', columns: 1 }),
  { borderTop: `2px solid ${vars.color.brand.deep}` },
]);

export const columns = styleVariants({
  1: {},
  2: [sprinkles({ columns: { tablet: 2 } })],
  3: [sprinkles({ columns: { tablet: 2, desktop: 3 } })],
  4: [sprinkles({ columns: { tablet: 2, desktop: 4 } })],
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
