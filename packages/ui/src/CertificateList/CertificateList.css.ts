import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { cardFrame, listReset, sprinkles } from '../internal/layout.css';

export const list = style([
  listReset,
  sprinkles({ display: 'grid', gap: 4 }),
  { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' } } },
]);

export const card = style([cardFrame(), sprinkles({ display: 'grid', alignContent: 'start', gap: 3 })]);

export const seal = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brand.primary}`,
  color: vars.color.brand.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const name = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const text = style({ margin: 0, color: vars.color.text.secondary });
