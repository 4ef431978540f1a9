import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gap: vars.space[5],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const list = style({ margin: 0, display: 'grid', gap: vars.space[4] });

export const row = style({ display: 'grid', gap: vars.space[1] });

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.brand.accent });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.text.inverse,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
