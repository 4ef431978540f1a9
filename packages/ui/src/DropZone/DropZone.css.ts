import { media, vars } from '@company/tokens';
import { keyframes, style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[2] });

export const zone = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[5],
  minHeight: '8rem',
  padding: vars.space[5],
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
  color: vars.color.text.secondary,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand.primary },
    '&:has(input:focus-visible)': { borderColor: vars.color.brand.primary, boxShadow: vars.shadow.focus },
    '&[data-dragging="true"]': {
      borderColor: vars.color.brand.primary,
      borderStyle: 'solid',
      background: vars.color.brand.gradientSoft,
      color: vars.color.brand.primaryHover,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.status.error },
    '&[data-disabled="true"]': {
      cursor: 'not-allowed',
      borderColor: vars.color.border.subtle,
      color: vars.color.text.muted,
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
  '@media': {
    [media.belowTablet]: { flexDirection: 'column', alignItems: 'stretch', textAlign: 'center' },
  },
});

/** The real file input: out of sight, still focusable and read as the zone's control. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  opacity: 0,
});

export const preview = style({
  flexShrink: 0,
  width: '10rem',
  maxHeight: '7.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
  '@media': { [media.belowTablet]: { width: '100%', maxHeight: '12rem' } },
});

export const body = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space[1],
  minWidth: 0,
  '@media': { [media.belowTablet]: { justifyItems: 'center' } },
});

export const icon = style({
  width: '1.75rem',
  height: '1.75rem',
  marginBottom: vars.space[1],
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  color: vars.color.brand.primary,
  selectors: { [`${zone}[data-disabled="true"] &`]: { color: vars.color.text.muted } },
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  wordBreak: 'keep-all',
  selectors: { [`${zone}[data-disabled="true"] &`]: { color: vars.color.text.muted } },
});

export const hint = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  insetBlockStart: vars.space[3],
  insetInlineEnd: vars.space[3],
  width: '1.25rem',
  height: '1.25rem',
  border: `2px solid ${vars.color.border.strong}`,
  borderTopColor: vars.color.brand.primary,
  borderRadius: vars.radius.pill,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none', borderColor: vars.color.brand.primary } },
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error,
});
