import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: '1fr auto',
  background: vars.color.surface.page,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space[6],
  padding: `${vars.space[20]} ${vars.layout.gutter}`,
  background: vars.color.brand.gradient,
  color: vars.color.text.inverse,
});

export const eyebrow = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.brand.accent,
});

export const title = style({
  fontSize: vars.font.size['4xl'],
  maxWidth: '18em',
  '@media': { [media.desktop]: { fontSize: vars.font.size['6xl'] } },
});

export const lead = style({
  fontSize: vars.font.size.lg,
  maxWidth: '36em',
  lineHeight: vars.font.lineHeight.body,
});

export const footer = style({
  padding: `${vars.space[6]} ${vars.layout.gutter}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
