import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover, &:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.border.strong },
    '&:has(:focus-visible)': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.brand.gradientSoft,
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.03)' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[5],
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The link covers the whole card through its ::after, so the card is one click target and one tab stop. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    [`${card}:hover &`]: { color: vars.color.brand.primary },
  },
});

export const date = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

/** The play mark over a video card's own poster: a round, frosted button shape in the middle. */
export const playMark = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '3.5rem',
  height: '3.5rem',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.pill,
  background: 'rgb(7 22 52 / 0.62)',
  border: '2px solid rgb(255 255 255 / 0.85)',
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
});

export const playIcon = style({
  width: '1.5rem',
  height: '1.5rem',
  fill: vars.color.text.inverse,
  marginLeft: '3px',
});
