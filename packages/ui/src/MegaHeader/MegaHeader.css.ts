import { media, vars } from '@company/tokens';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/** Width of the side columns of a dropdown (banner, external links). */
const SIDE_COLUMN = '18rem';
/** Width of the overview column of a dropdown. */
const OVERVIEW_COLUMN = '12rem';
/** WCAG 2.2 comfortable target size for the icon button. */
const ICON_BUTTON = '2.75rem';

const ease = `${vars.motion.duration.normal} ${vars.motion.easing.standard}`;

export const header = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: vars.zIndex.header,
  height: vars.layout.headerHeight,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  transition: `background-color ${ease}, color ${ease}, border-color ${ease}, box-shadow ${ease}`,
  selectors: {
    '&[data-scrolled="true"]': { boxShadow: vars.shadow.md },
    '&[data-transparent="true"]': {
      background: 'transparent',
      color: vars.color.text.inverse,
      borderBottomColor: 'transparent',
      boxShadow: 'none',
    },
  },
});

globalStyle(`${header}[data-transparent="true"] :focus-visible`, { outlineColor: vars.color.text.inverse });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[6],
  height: '100%',
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: `0 ${vars.layout.gutter}`,
});

// The logo gives way when the bar runs out of room (a phone with extra actions): it scales down, keeping its
// proportions, so the actions and the hamburger stay whole.
export const logo = style({ flex: '0 1 auto', minWidth: 0, display: 'flex', alignItems: 'center' });

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  minHeight: ICON_BUTTON,
  color: 'inherit',
});

globalStyle(`${logoLink} > :is(svg, img)`, { maxWidth: '100%', height: 'auto' });

// Below desktop the hamburger's side menu is the navigation.
export const nav = style({
  display: 'flex',
  flex: '1 1 auto',
  justifyContent: 'center',
  height: '100%',
  '@media': { [media.belowDesktop]: { display: 'none' } },
});

// NavigationMenu.List wraps the list in a positioned box of its own; it spans the bar's height too.
globalStyle(`${nav} > div`, { display: 'flex' });

export const topList = style({
  display: 'flex',
  alignItems: 'stretch',
  height: '100%',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const topItem = style({ display: 'flex' });

/** A top item's link, which also opens the item's dropdown when it has one. */
export const topLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space[5]}`,
  color: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: vars.space[5],
    bottom: '-1px',
    height: '3px',
    background: vars.color.brand.primary,
    transform: 'scaleX(0)',
    transition: `transform ${ease}`,
  },
  selectors: {
    '&[data-state="open"]::after, &:hover::after': { transform: 'scaleX(1)' },
    [`${topItem}[data-active="true"] &`]: { color: vars.color.brand.primary },
    [`${header}[data-transparent="true"] ${topItem}[data-active="true"] &`]: {
      color: vars.color.text.inverse,
    },
    '&:focus-visible': { outlineOffset: '-6px' },
  },
});

export const viewportPosition = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
});

const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5rem)' }, to: { opacity: 1 } });
const dropOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'relative',
  width: '100%',
  // The open panel's height as NavigationMenu measures it (until measured, the panel's own), so that
  // the height glides from one panel to another.
  height: 'var(--radix-navigation-menu-viewport-height, auto)',
  overflow: 'hidden',
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
  transition: `height ${ease}`,
  selectors: {
    '&[data-state="open"]': { animation: `${dropIn} ${ease}` },
    '&[data-state="closed"]': {
      animation: `${dropOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
    },
  },
});

export const content = style({ width: '100%' });

export const dropdownInner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[10],
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: `${vars.space[8]} ${vars.layout.gutter} ${vars.space[10]}`,
});

export const overview = style({ flex: `0 0 ${OVERVIEW_COLUMN}` });

export const overviewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.text.primary,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  '::after': { content: '"→"', color: vars.color.brand.primary },
  selectors: { '&:hover': { color: vars.color.brand.primary } },
});

export const groups = style({
  flex: '1 1 auto',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space[8],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const group = style({ display: 'grid', alignContent: 'start', gap: vars.space[3] });

export const groupHeading = style({
  display: 'block',
  paddingBottom: vars.space[2],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { 'a&:hover': { color: vars.color.brand.primary } },
});

export const groupLinks = style({
  display: 'grid',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const groupLink = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand.primary, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.brand.primary, fontWeight: vars.font.weight.semibold },
  },
});

export const banner = style({
  flex: `0 0 ${SIDE_COLUMN}`,
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  borderTop: `4px solid ${vars.color.brand.accent}`,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const bannerTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const bannerLinks = style({
  display: 'grid',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const bannerLink = style({
  color: vars.color.text.inverse,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.text.inverse },
  },
});

export const externalLinks = style({
  flex: `0 0 ${SIDE_COLUMN}`,
  display: 'grid',
  gap: vars.space[3],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const externalLink = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.subtle,
  color: vars.color.text.primary,
  textDecoration: 'none',
  transition: `border-color ${ease}`,
  selectors: { '&:hover': { borderColor: vars.color.brand.primary } },
});

export const externalLabel = style({ fontWeight: vars.font.weight.semibold });

export const externalDescription = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// The actions keep their size and never wrap: when the bar runs out of room, the logo gives way instead.
export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space[2],
  whiteSpace: 'nowrap',
  marginInlineStart: 'auto',
  '@media': { [media.desktop]: { marginInlineStart: 0 } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: ICON_BUTTON,
  height: ICON_BUTTON,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  selectors: {
    '&:hover': { background: vars.color.surface.subtle },
    [`${header}[data-transparent="true"] &:hover`]: { background: vars.color.overlay.scrim },
  },
});

export const menuIcon = style({
  position: 'relative',
  display: 'block',
  width: '1.375rem',
  height: '2px',
  borderRadius: vars.radius.pill,
  background: 'currentColor',
  '::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '-7px',
    width: '100%',
    height: '2px',
    borderRadius: 'inherit',
    background: 'currentColor',
  },
  '::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '7px',
    width: '100%',
    height: '2px',
    borderRadius: 'inherit',
    background: 'currentColor',
  },
});

export const dim = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dim,
  background: vars.color.overlay.dim,
  opacity: 0,
  pointerEvents: 'none',
  transition: `opacity ${ease}`,
  selectors: { '&[data-visible="true"]': { opacity: 1, pointerEvents: 'auto' } },
});
