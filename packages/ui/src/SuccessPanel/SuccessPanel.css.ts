import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: `clamp(${vars.space[6]}, 5vw, ${vars.space[12]})`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderTop: `4px solid ${vars.color.status.success}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.md,
});

export const mark = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.status.successSurface,
  color: vars.color.status.success,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  wordBreak: 'keep-all',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}` },
  },
});

export const reference = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.subtle,
});

export const referenceLabel = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const referenceValue = style({
  margin: 0,
  // The site's own face, with figures of one width so the reference reads as a code without a typewriter face.
  fontFamily: vars.font.family.body,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  color: vars.color.brand.deep,
});

export const body = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.secondary,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });
