import { vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

export const meta = style({
  display: 'grid',
  gap: vars.space[4],
  paddingBottom: vars.space[8],
  borderBottom: `2px solid ${vars.color.brand.deep}`,
});

export const effectiveDate = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.semibold,
});

export const intro = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const toc = style({
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
});

export const tocTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  marginBottom: vars.space[3],
});

export const tocList = style([
  listReset,
  sprinkles({ display: 'grid', rowGap: 2, columnGap: { mobile: 2, tablet: 8 }, columns: { tablet: 2 } }),
]);

export const tocLink = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const article = style({
  display: 'grid',
  gap: vars.space[4],
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space[6]})`,
});

export const articleTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

globalStyle(`${article} p`, {
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const articles = style({ display: 'grid', gap: vars.space[12] });
