import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** The player: full width and 16:9 at every width (a phone's too). */
export const frame = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
});

/** Rounded corners, filling its column (a video as a post's body). */
export const framed = style({ width: '100%', borderRadius: vars.radius.lg, overflow: 'hidden' });

/** The poster in the player's place, when the player cannot load. */
export const fallback = style({ position: 'relative', overflow: 'hidden' });

export const poster = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The link to YouTube, over the poster's whole surface, its mark and label in the middle. */
export const watch = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  color: vars.color.text.inverse,
  textDecoration: 'none',
  background: 'linear-gradient(180deg, rgb(7 22 52 / 0.15) 0%, rgb(7 22 52 / 0.55) 100%)',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '-3px' },
  },
});

export const playMark = style({
  width: '4rem',
  height: '4rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: 'rgb(7 22 52 / 0.7)',
  border: '2px solid rgb(255 255 255 / 0.9)',
  boxShadow: vars.shadow.md,
  selectors: { [`${watch}:hover &`]: { background: vars.color.brand.primary } },
});

export const playIcon = style({
  width: '1.75rem',
  height: '1.75rem',
  fill: 'currentColor',
  marginLeft: '3px',
});

export const watchText = style({
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: 'rgb(7 22 52 / 0.7)',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
