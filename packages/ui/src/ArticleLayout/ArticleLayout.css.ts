import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const article = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[10],
  minWidth: 0,
});

export const header = style({
  display: 'grid',
  gap: vars.space[3],
  paddingBottom: vars.space[6],
  borderBottom: `2px solid ${vars.color.brand.deep}`,
});

export const date = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  letterSpacing: '0.02em',
});

export const title = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});

export const footer = style({ display: 'grid', gap: vars.space[8] });

/** The previous/next navigation keeps no list indent: the article's column sets its own edges. */
export const navigation = style({ minWidth: 0 });
globalStyle(`${navigation} > nav > ul`, { margin: 0, padding: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  justifyContent: 'center',
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '8rem',
  minHeight: '3rem',
  padding: `0 ${vars.space[6]}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.md,
  background: vars.color.brand.deep,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  ':hover': { background: vars.color.brand.primary },
});
