import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[10],
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBottom: vars.space[4],
  borderBottom: `2px solid ${vars.color.brand.deep}`,
});

export const count = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const countStrong = style({ color: vars.color.brand.primary, fontWeight: vars.font.weight.semibold });

export const tabs = style({ display: 'flex', gap: vars.space[2] });

export const tab = style({
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
