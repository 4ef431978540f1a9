import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '70vh',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space[5],
  padding: `${vars.space[24]} ${vars.layout.gutter} ${vars.space[16]}`,
  textAlign: 'center',
});

export const logo = style({ width: '180px', height: 'auto', color: vars.color.brand.deep });

export const code = style({
  fontSize: vars.font.size['6xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  backgroundImage: vars.color.brand.gradient,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

export const title = style({ fontSize: vars.font.size['3xl'] });

export const description = style({ maxWidth: '36em', color: vars.color.text.secondary });

export const homeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '3.25rem',
  padding: `${vars.space[4]} ${vars.space[8]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand.primary,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  ':hover': { background: vars.color.brand.primaryHover },
});

export const searchLink = style({
  marginTop: vars.space[4],
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.brand.primaryHover },
});
