import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { sprinkles } from '../internal/layout.css';

export const cards = sprinkles({ display: 'grid', gap: 4, columns: { desktop: 2 } });

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[6],
  padding: `${vars.space[8]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  '@media': { [media.desktop]: { padding: vars.space[10] } },
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  color: vars.color.brand.accent,
});

export const headline = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});
