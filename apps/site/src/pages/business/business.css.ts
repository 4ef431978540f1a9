import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** Overview: the three areas, each a panel with its onward links. */
export const areas = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const area = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space[4],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
});

export const areaIndex = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand.primary,
  letterSpacing: '0.08em',
});

export const areaTitle = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});

export const areaText = style({ margin: 0, color: vars.color.text.secondary });

export const areaLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const areaLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: '3rem',
  padding: `${vars.space[3]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

/** Brand and project pages: the illustration beside the story. */
export const productLayout = style({
  display: 'grid',
  gap: vars.space[10],
  alignItems: 'center',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)', gap: vars.space[16] },
  },
});

export const productText = style({ display: 'grid', gap: vars.space[5], alignContent: 'center' });

export const productTitle = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand.deep,
  '@media': { [media.desktop]: { fontSize: vars.font.size['4xl'] } },
});

export const productSubtitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

/** Durafiltex C: the two claims, each a card with a small chart. */
export const claims = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const claim = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[6],
  padding: `${vars.space[8]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  '@media': { [media.desktop]: { padding: vars.space[10] } },
});

export const claimLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  color: vars.color.brand.accent,
});

export const claimHeadline = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});

export const bars = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[5] });

export const barRow = style({ display: 'grid', gap: vars.space[2] });

export const barLabel = style({ fontSize: vars.font.size.sm, color: 'rgba(255, 255, 255, 0.82)' });

export const barTrack = style({
  position: 'relative',
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface.inverseSubtle,
  overflow: 'hidden',
});

export const barFill = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.45)',
});

export const barFillBrand = style([
  barFill,
  { background: `linear-gradient(90deg, ${vars.color.brand.primary}, ${vars.color.brand.accent})` },
]);

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  color: 'rgba(255, 255, 255, 0.7)',
  fontVariantNumeric: 'tabular-nums',
});

/** Layers: the diagram beside the numbered layers. */
export const layers = style({
  display: 'grid',
  gap: vars.space[10],
  alignItems: 'center',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space[12] },
  },
});

export const cta = style({
  display: 'grid',
  gap: vars.space[5],
  justifyItems: 'start',
  padding: `${vars.space[10]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.gradientSoft,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
    [media.desktop]: { padding: `${vars.space[12]} ${vars.space[12]}` },
  },
});

export const ctaText = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});

/** Sibling navigation (the other brands, the other projects). */
export const siblings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const siblingLink = style({
  display: 'grid',
  gridTemplateColumns: '7rem 1fr auto',
  alignItems: 'center',
  gap: vars.space[5],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const siblingImage = style({
  width: '7rem',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surface.subtle,
});

export const siblingName = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });

export const siblingArrow = style({ color: vars.color.brand.primary });
