import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

const koreanText = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

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
  ...koreanText,
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});

/* Stored HTML: the editor's output, set in the reading column's rhythm. */
export const body = style({
  ...koreanText,
  minWidth: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.secondary,
  '@media': { [media.desktop]: { fontSize: vars.font.size.lg } },
});
globalStyle(`${body} > * + *`, { marginTop: vars.space[4] });
globalStyle(`${body} :is(h1, h2, h3, h4)`, {
  marginTop: vars.space[8],
  color: vars.color.brand.deep,
  lineHeight: vars.font.lineHeight.snug,
});
globalStyle(`${body} h2`, { fontSize: vars.font.size.xl });
globalStyle(`${body} > :first-child`, { marginTop: 0 });
globalStyle(`${body} h3`, { fontSize: vars.font.size.lg });
globalStyle(`${body} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${body} blockquote`, {
  margin: 0,
  paddingLeft: vars.space[4],
  borderLeft: `3px solid ${vars.color.brand.accent}`,
  color: vars.color.text.primary,
});
globalStyle(`${body} pre`, {
  overflowX: 'auto',
  padding: vars.space[4],
  background: vars.color.surface.subtle,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});
globalStyle(`${body} :is(ul, ol)`, { paddingLeft: vars.space[6] });
globalStyle(`${body} a`, { color: vars.color.text.link });

export const footer = style({ display: 'grid', gap: vars.space[8] });

/** PostNavigation's list keeps the browser's list indent; the article's column sets its own edges. */
export const postNavigation = style({ minWidth: 0 });
globalStyle(`${postNavigation} > ul`, { margin: 0, padding: 0 });

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

export const adminSlot = style({ display: 'contents' });

export const video = style({ width: '100%', borderRadius: vars.radius.lg, overflow: 'hidden' });
