import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

export const list = style([
  listReset,
  sprinkles({ display: 'grid', gap: { mobile: 8, desktop: 6 }, columns: { tablet: 2, desktop: 4 } }),
]);

export const person = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBlockStart: vars.space[5],
  borderBlockStart: `2px solid ${vars.color.brand.deep}`,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

export const role = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand.primary,
});

export const bio = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});
