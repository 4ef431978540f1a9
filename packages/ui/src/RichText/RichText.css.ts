import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/* Stored HTML (the editor's output), set in the reading column's rhythm. */
export const body = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
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
