import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const strip = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const item = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[4]} ${vars.space[3]} ${vars.space[5]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const year = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.primary,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
});

export const headline = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
