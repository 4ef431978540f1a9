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

export const textarea = style({
  width: '100%',
  minHeight: '12rem',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
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

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space[4],
});

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

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

export const counter = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const counterOver = style({ color: vars.color.status.error, fontWeight: vars.font.weight.semibold });
