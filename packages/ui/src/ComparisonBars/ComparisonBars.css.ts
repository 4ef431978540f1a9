import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** The inverse text colour faded, for text and fills on a dark card. */
const fadedInverse = (percent: number) =>
  `color-mix(in srgb, ${vars.color.text.inverse} ${percent}%, transparent)`;

export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[5] });

export const row = style({ display: 'grid', gap: vars.space[2] });

export const label = style({ fontSize: vars.font.size.sm, color: fadedInverse(82) });

export const track = style({
  position: 'relative',
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface.inverseSubtle,
  overflow: 'hidden',
});

export const fill = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderRadius: vars.radius.pill,
  background: fadedInverse(45),
});

export const fillHighlight = style([
  fill,
  { background: `linear-gradient(90deg, ${vars.color.brand.primary}, ${vars.color.brand.accent})` },
]);

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  color: fadedInverse(70),
  fontVariantNumeric: 'tabular-nums',
});
