import { vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

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
