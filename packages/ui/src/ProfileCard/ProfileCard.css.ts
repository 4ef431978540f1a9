import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.color.brand.accent,
  fontWeight: vars.font.weight.semibold,
});

export const name = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });

export const text = style({
  margin: 0,
  color: `color-mix(in srgb, ${vars.color.text.inverse} 85%, transparent)`,
});
