import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** What every labelled form field shares (TextField, TextAreaField, SelectField): its column, label and texts. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

export const requiredMark = style({ marginInlineStart: vars.space[1], color: vars.color.status.error });

/** The control's box and its states: hover, focus, invalid, disabled. */
export const control = style({
  width: '100%',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted, opacity: 1 },
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
