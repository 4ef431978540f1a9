import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Structural: the slide image's aspect ratios on mobile and desktop. */
const MOBILE_RATIO = '4 / 3';
const DESKTOP_RATIO = '16 / 7';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const tabScroller = style({ borderBottom: `1px solid ${vars.color.border.subtle}` });

export const tabList = style({ display: 'flex', gap: vars.space[2], width: 'max-content', minWidth: '100%' });

export const tab = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 'none',
  minHeight: '2.75rem',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.color.text.muted,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&[data-state="active"]': {
      color: vars.color.brand.primary,
      borderBottomColor: vars.color.brand.primary,
    },
  },
  '@media': { [media.tablet]: { padding: `${vars.space[3]} ${vars.space[6]}`, fontSize: vars.font.size.lg } },
});

globalStyle(`${tab}:focus-visible`, { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '-3px' });

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.lg });

export const track = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

export const slide = style({
  position: 'relative',
  flex: '0 0 100%',
  minWidth: 0,
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const image = style({
  gridArea: '1 / 1',
  width: '100%',
  height: 'auto',
  aspectRatio: MOBILE_RATIO,
  objectFit: 'cover',
  '@media': { [media.desktop]: { aspectRatio: DESKTOP_RATIO } },
});

// On a phone the text sits under the drawing; on desktop on a solid card over its lower corner.
export const body = style({
  gridArea: '2 / 1',
  alignSelf: 'end',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  // The text sits on a solid card over the drawing, never on the drawing itself (pale art, white text).
  padding: vars.space[6],
  background: vars.color.surface.inverse,
  '@media': {
    [media.desktop]: {
      gridArea: '1 / 1',
      borderRadius: vars.radius.md,
      justifySelf: 'start',
      maxWidth: '40rem',
      margin: vars.space[8],
      padding: vars.space[8],
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  '@media': { [media.desktop]: { fontSize: vars.font.size['4xl'] } },
});

export const description = style({ maxWidth: vars.layout.readingMax, lineHeight: vars.font.lineHeight.body });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[5]}`,
  border: `1px solid ${vars.color.text.inverse}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.text.inverse, color: vars.color.brand.deep } },
});

globalStyle(`${link}:focus-visible`, { outlineColor: vars.color.text.inverse });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[4],
});

export const arrow = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand.primary, color: vars.color.brand.primary },
    '&:disabled': {
      color: vars.color.neutral[300],
      borderColor: vars.color.border.subtle,
      cursor: 'not-allowed',
    },
  },
});

globalStyle(`${arrow}:focus-visible`, {
  outline: `3px solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
});

export const counter = style({
  margin: 0,
  minWidth: '3.5rem',
  textAlign: 'center',
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
