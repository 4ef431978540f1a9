import { media, vars } from '@company/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { stickyTop } from '../internal/sticky.css';

const TAP = '2.75rem';
const TOP_BAR = '3.5rem';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const shell = style({
  minHeight: '100vh',
  background: vars.color.surface.subtle,
  vars: { [stickyTop]: TOP_BAR },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  height: TOP_BAR,
  padding: `0 ${vars.space[4]}`,
  background: vars.color.surface.page,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: TAP,
  height: TAP,
  marginInlineStart: `calc(-1 * ${vars.space[2]})`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface.subtle } },
  '@media': { [media.tablet]: { display: 'none' } },
});

export const menuIcon = style({
  width: '1.25rem',
  height: '2px',
  background: 'currentColor',
  boxShadow: '0 -6px 0 currentColor, 0 6px 0 currentColor',
});

export const logo = style({ display: 'flex', alignItems: 'center', flex: 'none', minHeight: TAP });

export const account = style({
  display: 'none',
  minWidth: 0,
  margin: 0,
  marginInlineStart: 'auto',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  '@media': { [media.tablet]: { display: 'block' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  gap: vars.space[2],
  marginInlineStart: 'auto',
  '@media': { [media.tablet]: { marginInlineStart: 0 } },
});

export const body = style({
  '@media': {
    [media.tablet]: { display: 'grid', gridTemplateColumns: '15rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const aside = style({
  display: 'none',
  '@media': {
    [media.tablet]: {
      display: 'block',
      position: 'sticky',
      top: TOP_BAR,
      height: `calc(100vh - ${TOP_BAR})`,
      overflowY: 'auto',
      padding: `${vars.space[4]} ${vars.space[3]}`,
      background: vars.color.surface.page,
      borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const main = style({
  minWidth: 0,
  padding: `${vars.space[6]} ${vars.space[4]} ${vars.space[12]}`,
  display: 'grid',
  gap: vars.space[6],
  alignContent: 'start',
  '@media': { [media.tablet]: { padding: `${vars.space[6]} ${vars.space[8]} ${vars.space[16]}` } },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay.dim,
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.dialog,
  width: 'min(20rem, 85vw)',
  overflowY: 'auto',
  padding: `0 ${vars.space[3]} ${vars.space[6]}`,
  background: vars.color.surface.page,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const drawerTop = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  height: TOP_BAR,
  paddingInlineStart: vars.space[3],
});

export const drawerTitle = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const drawerAccount = style({
  margin: `0 0 ${vars.space[3]}`,
  padding: `0 ${vars.space[3]}`,
  overflowWrap: 'anywhere',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const closeButton = style([menuButton, { '@media': { [media.tablet]: { display: 'inline-flex' } } }]);

export const closeIcon = style({
  position: 'relative',
  width: '1.25rem',
  height: '1.25rem',
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

export const barPublicLink = style({ display: 'none', '@media': { [media.tablet]: { display: 'block' } } });

export const drawerPublicLink = style({
  marginTop: vars.space[4],
  paddingTop: vars.space[4],
  paddingInline: vars.space[3],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
