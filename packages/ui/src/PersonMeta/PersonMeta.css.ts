import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand.gradient,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const role = style({
  fontSize: vars.font.size.sm,
  color: vars.color.brand.primary,
  fontWeight: vars.font.weight.semibold,
});
