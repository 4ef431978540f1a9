import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '3rem 1fr',
  alignItems: 'baseline',
  gap: vars.space[4],
  padding: `${vars.space[6]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const number = style({
  fontSize: vars.font.size.sm,
  color: vars.color.brand.primary,
  fontVariantNumeric: 'tabular-nums',
});
