import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const round = style({
  flex: 'none',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.pill,
  boxShadow: `0 0 0 3px ${vars.color.surface.raised}, 0 0 0 4px ${vars.color.border.subtle}`,
});

export const frame = style({
  flex: 'none',
  width: '100%',
  maxWidth: '16rem',
  height: 'auto',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.lg,
});

export const image = style({
  display: 'block',
  objectFit: 'cover',
  background: vars.color.brand.gradientSoft,
});

/** The monogram: the initial on the brand gradient, with a ring of the accent as the logo's ring. */
export const monogram = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  background: vars.color.brand.gradient,
  color: vars.color.text.inverse,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: '12%',
      borderRadius: 'inherit',
      border: `2px solid ${vars.color.brand.accent}`,
      opacity: 0.55,
    },
  },
});

export const letter = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  selectors: { [`${frame} &`]: { fontSize: '4rem' } },
});
