import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[5], minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  padding: vars.space[1],
  borderRadius: vars.radius.md,
  background: vars.color.surface.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
  width: 'fit-content',
  maxWidth: '100%',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.5rem',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&[data-state="active"]': {
      background: vars.color.surface.raised,
      color: vars.color.brand.primary,
      boxShadow: vars.shadow.sm,
    },
    '&[data-invalid]': { color: vars.color.status.error },
  },
});

export const hint = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const errorMark = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.status.error,
});

export const panel = style({
  display: 'grid',
  gap: vars.space[5],
  minWidth: 0,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&:focus-visible': { outlineOffset: '4px' },
  },
});
