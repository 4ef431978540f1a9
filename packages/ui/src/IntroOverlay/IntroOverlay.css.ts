import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.intro,
  overflow: 'hidden',
  color: vars.color.text.inverse,
  pointerEvents: 'auto',
});

export const half = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: '50%',
  overflow: 'hidden',
  background: vars.color.brand.gradient,
  backgroundSize: '100% 200%',
  display: 'flex',
  justifyContent: 'center',
  willChange: 'transform',
});

// One gradient over the whole screen: each half shows its own part of it.
export const topHalf = style({
  top: 0,
  alignItems: 'flex-end',
  backgroundPosition: '0 0',
  paddingBottom: vars.space[8],
});

export const bottomHalf = style({
  bottom: 0,
  alignItems: 'flex-start',
  backgroundPosition: '0 100%',
  paddingTop: vars.space[8],
});

export const particles = style({ position: 'absolute', inset: 0 });

// A dot in the overlay's (inverse) text colour; its brightness is the static opacity of its box, and the
// timeline makes it twinkle (twinkle.ts).
export const particle = style({
  position: 'absolute',
  borderRadius: vars.radius.pill,
  background: 'currentcolor',
});

export const text = style({
  position: 'relative',
  margin: 0,
  paddingInline: vars.layout.gutter,
  maxWidth: vars.layout.readingMax,
  textAlign: 'center',
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [media.tablet]: { fontSize: vars.font.size['4xl'] } },
});

export const typed = style({ whiteSpace: 'pre-wrap' });
export const untyped = style({ opacity: 0 });

export const logo = style({
  position: 'relative',
  width: 'min(60vw, 240px)',
  height: 'auto',
  overflow: 'visible',
});

export const logoPath = style({
  fill: vars.color.text.inverse,
  stroke: vars.color.text.inverse,
  strokeWidth: 1.5,
  // How much of the path is drawn is its stroke-dasharray attribute (IntroOverlay, then the timeline): a
  // dasharray here would override it.
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const seam = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '50%',
  height: 0,
  pointerEvents: 'none',
});

export const line = style({
  position: 'absolute',
  width: '50%',
  height: '1px',
  background: vars.color.brand.accent,
  boxShadow: `0 0 12px ${vars.color.brand.accent}`,
});

export const lineFromLeft = style({
  left: 0,
  top: `calc(-1 * ${vars.space[3]})`,
  transformOrigin: 'left center',
});
export const lineFromRight = style({ right: 0, top: vars.space[3], transformOrigin: 'right center' });

export const skip = style({
  position: 'absolute',
  right: vars.layout.gutter,
  bottom: vars.space[6],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.text.inverse}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
  selectors: { '&:hover': { background: vars.color.overlay.scrim } },
});

globalStyle(`${skip}:focus-visible`, { outlineColor: vars.color.text.inverse });
