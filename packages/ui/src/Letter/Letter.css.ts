import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const letter = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gap: vars.space[16] },
  },
});

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
  paddingInlineStart: vars.space[5],
  borderInlineStart: `3px solid ${vars.color.brand.accent}`,
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  alignItems: 'flex-start',
});

export const portrait = style({
  maxWidth: '12rem',
  boxShadow: vars.shadow.md,
  '@media': { [media.desktop]: { maxWidth: '16rem' } },
});

/** The signature line: a short accent rule, then who signs, set apart from the body. */
export const signature = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[4],
  margin: 0,
  marginBlockStart: vars.space[8],
  paddingBlockStart: vars.space[5],
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  color: vars.color.brand.deep,
});

export const signatureRule = style({
  width: vars.space[12],
  height: '2px',
  background: vars.color.brand.accent,
});
