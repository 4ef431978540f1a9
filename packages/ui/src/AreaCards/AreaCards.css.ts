import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { cardFrame, listReset, sprinkles } from '../internal/layout.css';

export const list = style([listReset, sprinkles({ display: 'grid', gap: 4, columns: { desktop: 3 } })]);

export const card = style([
  cardFrame(),
  sprinkles({ display: 'grid', gap: 4 }),
  // Number, title and text at the top, the links at the bottom of every card of a row.
  { gridTemplateRows: 'auto auto 1fr auto' },
]);

export const index = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand.primary,
  letterSpacing: '0.08em',
});

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});

export const text = style({ margin: 0, color: vars.color.text.secondary });

export const links = style([
  listReset,
  sprinkles({ display: 'grid' }),
  { borderTop: `1px solid ${vars.color.border.subtle}` },
]);

export const link = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: '3rem',
  padding: `${vars.space[3]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});
