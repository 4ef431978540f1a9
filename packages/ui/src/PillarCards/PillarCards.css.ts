import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { cardFrame, listReset, sprinkles } from '../internal/layout.css';

export const list = style([listReset, sprinkles({ display: 'grid', gap: 4, columns: { desktop: 3 } })]);

export const card = style([
  cardFrame({ tone: 'inverse' }),
  sprinkles({ display: 'grid', alignContent: 'start', gap: 4 }),
  { minHeight: '16rem' },
]);

export const letter = style({
  fontSize: vars.font.size['6xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brand.accent}, ${vars.color.neutral[0]})`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const text = style({
  margin: 0,
  color: `color-mix(in srgb, ${vars.color.text.inverse} 85%, transparent)`,
});

export const link = style({
  justifySelf: 'start',
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: '4px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand.accent}`, outlineOffset: '3px' } },
});
