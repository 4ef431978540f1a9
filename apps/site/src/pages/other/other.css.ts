import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Contact: the five categories as cards with their mail and phone. */
export const categories = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const category = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space[3],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
});

export const categoryIndex = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand.primary,
});

export const categoryTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});

export const categoryText = style({ margin: 0, color: vars.color.text.secondary });

export const channels = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const channel = style({ display: 'grid', gridTemplateColumns: '4.5rem 1fr', gap: vars.space[3] });

export const channelLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const channelValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const channelLink = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: '3px',
});

export const companyCard = style({
  display: 'grid',
  gap: vars.space[6],
  padding: `${vars.space[10]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  '@media': { [media.desktop]: { padding: vars.space[12] } },
});

export const companyName = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[5],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const factLabel = style({ fontSize: vars.font.size.sm, color: vars.color.brand.accent });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const factLink = style({ color: vars.color.text.inverse, textUnderlineOffset: '3px' });

export const formNotice = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

/** Legal texts: a table of contents, then the articles in a reading column. */
export const legalMeta = style({
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

export const legalIntro = style({
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

export const tocList = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space[2],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[8] },
  },
});

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

/** Sitemap: one column per section. */
export const sitemapGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[8],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', rowGap: vars.space[12] },
  },
});

export const sitemapSection = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[4],
  paddingTop: vars.space[5],
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const sitemapHeading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const sitemapHeadingLink = style({
  color: vars.color.brand.deep,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const sitemapList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
});

export const sitemapNested = style([
  sitemapList,
  {
    paddingInlineStart: vars.space[4],
    marginTop: vars.space[1],
    borderInlineStart: `1px solid ${vars.color.border.subtle}`,
  },
]);

export const sitemapLink = style({
  display: 'inline-block',
  padding: `${vars.space[1]} 0`,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand.primary, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const sitemapGroupLink = style([
  sitemapLink,
  { color: vars.color.text.primary, fontWeight: vars.font.weight.semibold },
]);

export const othersList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
});
