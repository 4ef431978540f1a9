import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[4],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  minHeight: '16rem',
});

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
