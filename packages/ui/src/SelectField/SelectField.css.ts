import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

export const requiredMark = style({ marginInlineStart: vars.space[1], color: vars.color.status.error });

export const control = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space[3]} ${vars.space[10]} ${vars.space[3]} ${vars.space[4]}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand.primary },
    '&:focus-visible': {
      borderColor: vars.color.brand.primary,
      boxShadow: vars.shadow.focus,
      outline: 'none',
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.status.error },
    '&:disabled': { background: vars.color.surface.subtle, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[4],
  top: '50%',
  width: '0.6rem',
  height: '0.6rem',
  borderInlineEnd: `2px solid ${vars.color.text.secondary}`,
  borderBottom: `2px solid ${vars.color.text.secondary}`,
  transform: 'translateY(-70%) rotate(45deg)',
  pointerEvents: 'none',
});

export const help = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
});

export const error = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.status.error,
  fontWeight: vars.font.weight.semibold,
});
