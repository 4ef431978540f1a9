import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { stackInset } from '../internal/floatingStack.css';

/** Structural: the hero fills the screen but never gets shorter than this. */
const MIN_HEIGHT = '32rem';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  height: '100svh',
  minHeight: MIN_HEIGHT,
  overflow: 'hidden',
  background: vars.color.brand.gradient,
  color: vars.color.text.inverse,
});

const fill = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
} as const;

export const poster = style(fill);

/** The video fades in over the poster once it plays (`data-playing`); under reduced motion it never plays. */
export const video = style({
  ...fill,
  opacity: 0,
  transition: 'opacity 0.8s ease',
  selectors: { '&[data-playing]': { opacity: 1 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(to top, ${vars.color.overlay.dim}, ${vars.color.overlay.scrim} 45%, transparent 80%)`,
});

export const inner = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.layout.contentMax,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  // On a phone a docked bar (the news popup) spans the bottom of the window: the controls stay above it.
  paddingBottom: `calc(${vars.space[12]} + ${stackInset})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[8],
  '@media': { [media.desktop]: { paddingBottom: vars.space[20] } },
});

export const viewport = style({ overflow: 'hidden' });
export const track = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  maxWidth: vars.layout.readingMax,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['4xl'],
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: vars.font.size['6xl'] } },
});

export const description = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.body,
  '@media': { [media.desktop]: { fontSize: vars.font.size.xl } },
});

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const control = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.text.inverse}`,
  color: vars.color.text.inverse,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.overlay.scrim } },
});

export const dots = style({ display: 'flex', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

// A 24 px target (WCAG 2.2 target size) around a small visible dot.
export const dot = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '1.5rem',
  height: '1.5rem',
  cursor: 'pointer',
  background: `radial-gradient(circle, ${vars.color.text.inverse} 0 25%, transparent 27%)`,
  opacity: 0.7,
  selectors: { '&[aria-current="true"]': { opacity: 1 } },
});

globalStyle(`${control}:focus-visible, ${dot}:focus-visible`, {
  outline: `3px solid ${vars.color.text.inverse}`,
  outlineOffset: '2px',
});

export const pauseIcon = style({
  width: '0.75rem',
  height: '0.875rem',
  borderInline: '4px solid currentColor',
});

export const playIcon = style({
  width: 0,
  height: 0,
  marginInlineStart: '3px',
  borderBlock: '0.45rem solid transparent',
  borderInlineStart: '0.75rem solid currentColor',
});
