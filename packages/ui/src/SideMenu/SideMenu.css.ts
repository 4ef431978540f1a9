import { media, vars } from '@company/tokens';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

const ICON_BUTTON = '2.75rem';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const panel = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  overflowY: 'auto',
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  selectors: { '&:focus': { outline: 'none' } },
});

globalStyle(`${panel} :focus-visible`, { outlineColor: vars.color.text.inverse });

export const top = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  height: vars.layout.headerHeight,
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: `0 ${vars.layout.gutter}`,
  background: vars.color.surface.inverse,
});

export const logo = style({
  display: 'inline-flex',
  marginInlineEnd: 'auto',
  alignItems: 'center',
  minWidth: ICON_BUTTON,
  minHeight: ICON_BUTTON,
  color: vars.color.text.inverse,
});

/** The dialog's name, for screen readers: the bar shows the logo and the close button only. */
export const title = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: ICON_BUTTON,
  height: ICON_BUTTON,
  marginInlineStart: 'auto',
  // One look whether the pointer rests on it or not (it opens under the pointer that clicked the hamburger).
  border: `1px solid ${vars.color.surface.inverseSubtle}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.inverse,
  selectors: { '&:hover': { borderColor: vars.color.text.inverse } },
});

export const closeIcon = style({
  position: 'relative',
  width: '1.375rem',
  height: '1.375rem',
  '::before': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: 0,
    width: '100%',
    height: '2px',
    background: 'currentColor',
    transform: 'rotate(45deg)',
  },
  '::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: 0,
    width: '100%',
    height: '2px',
    background: 'currentColor',
    transform: 'rotate(-45deg)',
  },
});

export const nav = style({
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.layout.gutter} ${vars.space[16]}`,
});

export const sections = style({
  display: 'grid',
  gap: vars.space[8],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space[12] },
  },
});

export const section = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.surface.inverseSubtle}`,
});

// Every link is a comfortable target on a phone (WCAG 2.5.5): at least 44 × 44 px, its text centred
// in that height; a short one ("CI") is as wide as it is tall.
const linkBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: ICON_BUTTON,
  minHeight: ICON_BUTTON,
  color: vars.color.text.inverse,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: '2px' },
  },
});

export const sectionLink = style([
  linkBase,
  {
    fontSize: vars.font.size['2xl'],
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  },
]);

export const children = style({
  display: 'grid',
  gap: 0,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const childLink = style([
  linkBase,
  { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold },
]);

export const grandchildren = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space[4]}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const grandchildLink = style([linkBase, { fontSize: vars.font.size.sm }]);

export const footer = style({
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: `0 ${vars.layout.gutter} ${vars.space[12]}`,
});
