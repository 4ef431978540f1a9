import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand.deep,
      borderColor: vars.color.brand.deep,
      color: vars.color.text.inverse,
    },
    '&:hover:not([aria-current="page"])': {
      borderColor: vars.color.brand.primary,
      color: vars.color.brand.primary,
    },
  },
});
