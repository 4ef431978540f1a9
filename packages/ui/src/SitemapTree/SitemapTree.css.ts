import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

/** One column per section. */
export const grid = style([
  listReset,
  sprinkles({ display: 'grid', gap: 8, rowGap: { desktop: 12 }, columns: { tablet: 2, desktop: 3 } }),
]);

export const section = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[4],
  paddingTop: vars.space[5],
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const heading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const headingLink = style({
  color: vars.color.brand.deep,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
});

export const nested = style([
  list,
  {
    paddingInlineStart: vars.space[4],
    marginTop: vars.space[1],
    borderInlineStart: `1px solid ${vars.color.border.subtle}`,
  },
]);

export const link = style({
  display: 'inline-block',
  padding: `${vars.space[1]} 0`,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const groupLink = style([
  link,
  { color: vars.color.text.primary, fontWeight: vars.font.weight.semibold },
]);
