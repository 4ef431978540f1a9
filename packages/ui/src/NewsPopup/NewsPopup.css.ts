import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { floatingStackInset } from '../internal/floatingStack.css';

/** The specification's sizes: an 80 px bar, 476 px open on desktop. */
export const BAR_HEIGHT = '80px';
export const OPEN_HEIGHT_DESKTOP = '476px';
/** Desktop width of the popup; on mobile it spans the screen. */
const DESKTOP_WIDTH = '400px';
/** On mobile the open sheet leaves the top of the screen visible. */
const MOBILE_OPEN_MAX = '75dvh';

const ease = `${vars.motion.duration.normal} ${vars.motion.easing.standard}`;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    height: BAR_HEIGHT,
    overflow: 'hidden',
    background: vars.color.surface.inverse,
    color: vars.color.text.inverse,
    boxShadow: vars.shadow.lg,
    transition: `height ${ease}`,
    selectors: {
      '&[data-state="open"]': { height: `min(${OPEN_HEIGHT_DESKTOP}, ${MOBILE_OPEN_MAX})` },
    },
    '@media': {
      [media.desktop]: {
        width: DESKTOP_WIDTH,
        borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
        selectors: { '&[data-state="open"]': { height: OPEN_HEIGHT_DESKTOP } },
      },
    },
  },
  variants: {
    placement: {
      fixed: {
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        pointerEvents: 'auto',
        borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
        '@media': { [media.desktop]: { left: 'auto', right: vars.space[8] } },
      },
      inline: { position: 'relative', borderRadius: vars.radius.lg },
    },
  },
});

/**
 * The fixed popup's place: a band of a bar's height across the window at the end of its container, which
 * sticks to the bottom of the window until the container's end (the footer's top) scrolls into view. The band
 * is drawn (in the bar's colour), so that nothing of the page shows half under the bar: like the header, it
 * takes its height off the window, and the page keeps that height for it at its end.
 */
export const dock = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  height: BAR_HEIGHT,
  background: vars.color.surface.inverse,
});

// While a docked popup is on the page, the other floating elements stack above its bar.
globalStyle(`:root:has(${dock})`, { vars: { [floatingStackInset]: BAR_HEIGHT } });

export const heading = style({ margin: 0, flex: 'none', fontSize: vars.font.size.lg });

export const toggle = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  width: '100%',
  height: BAR_HEIGHT,
  paddingInline: vars.space[6],
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

globalStyle(`${toggle}:focus-visible`, {
  outline: `3px solid ${vars.color.text.inverse}`,
  outlineOffset: '-6px',
  borderRadius: vars.radius.md,
});

export const chevron = style({
  width: '0.6rem',
  height: '0.6rem',
  borderTop: '2px solid currentColor',
  borderLeft: '2px solid currentColor',
  transform: 'translateY(25%) rotate(45deg)',
  transition: `transform ${ease}`,
  selectors: {
    '[data-state="open"] &': { transform: 'translateY(-25%) rotate(225deg)' },
  },
});

export const panel = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  paddingInline: vars.space[6],
  paddingBottom: vars.space[6],
  selectors: { '&[hidden]': { display: 'none' } },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  borderTop: `1px solid ${vars.color.surface.inverseSubtle}`,
});

export const itemLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingBlock: vars.space[4],
  color: vars.color.text.inverse,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

globalStyle(`${itemLink}:focus-visible`, { outlineColor: vars.color.text.inverse });

export const itemTitle = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const date = style({
  fontSize: vars.font.size.sm,
  color: vars.color.neutral[300],
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({
  margin: 0,
  paddingBlock: vars.space[6],
  color: vars.color.neutral[200],
});

export const more = style({
  alignSelf: 'flex-start',
  marginTop: 'auto',
  paddingBlock: vars.space[3],
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${more}:focus-visible`, { outlineColor: vars.color.text.inverse });
