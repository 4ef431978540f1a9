import { vars } from '@company/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  alignSelf: 'start',
  width: 'fit-content',
  gap: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
});

export const tone = styleVariants({
  attention: [
    base,
    {
      background: vars.color.brand.gradientSoft,
      color: vars.color.brand.primaryHover,
      borderColor: vars.color.brand.primary,
    },
  ],
  progress: [
    base,
    {
      background: vars.color.neutral[100],
      color: vars.color.text.primary,
      borderColor: vars.color.border.strong,
    },
  ],
  done: [
    base,
    {
      background: vars.color.status.successSurface,
      color: vars.color.status.success,
      borderColor: vars.color.status.success,
    },
  ],
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: 'currentColor',
});

// A draft's mark is a hollow ring and a scheduled item's a half-filled one, so the three publication states
// differ in shape as well as in colour.
globalStyle(`${dot}[data-shape="draft"]`, { background: 'transparent', border: '1.5px solid currentColor' });
globalStyle(`${dot}[data-shape="scheduled"]`, {
  background: 'linear-gradient(90deg, currentColor 50%, transparent 50%)',
  border: '1.5px solid currentColor',
});

/** The detail after the label (a scheduled date): lighter, set apart by a thin rule. */
export const detail = style({
  paddingInlineStart: vars.space[2],
  borderInlineStart: '1px solid currentColor',
  fontWeight: vars.font.weight.regular,
  fontVariantNumeric: 'tabular-nums',
});
