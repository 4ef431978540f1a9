import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const nav = style({ display: 'block' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[1] });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  wordBreak: 'keep-all',
  boxShadow: 'inset 3px 0 0 transparent',
  selectors: {
    '&:hover': { background: vars.color.surface.subtle, color: vars.color.text.primary },
    '&[aria-current="page"]': {
      background: vars.color.brand.gradientSoft,
      color: vars.color.brand.deep,
      fontWeight: vars.font.weight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.brand.primary}`,
    },
  },
});

export const label = style({ marginInlineEnd: 'auto' });

export const count = style({
  minWidth: '1.5rem',
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand.primary,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.5rem',
  textAlign: 'center',
});
