import { media, vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../internal/layout.css';

/** Label/value tiles separated by thin rules: two columns, four on desktop. */
export const grid = style([
  sprinkles({ display: 'grid', columns: { mobile: 2, desktop: 4 } }),
  { margin: 0, borderTop: `2px solid ${vars.color.brand.deep}` },
]);

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  padding: `${vars.space[5]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:nth-child(odd)': { borderRight: `1px solid ${vars.color.border.subtle}` } },
  '@media': {
    [media.desktop]: {
      selectors: {
        '&:nth-child(odd)': { borderRight: 'none' },
        '&:not(:nth-child(4n))': { borderRight: `1px solid ${vars.color.border.subtle}` },
      },
    },
  },
});

export const label = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  overflowWrap: 'normal',
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [media.tablet]: { fontSize: vars.font.size['2xl'] },
    [media.desktop]: { fontSize: vars.font.size['3xl'] },
  },
});

/** Rises in the market's red, falls in the brand blue (the Korean convention). */
export const trend = styleVariants({
  up: { color: vars.color.status.error },
  down: { color: vars.color.brand.primary },
  flat: {},
});
