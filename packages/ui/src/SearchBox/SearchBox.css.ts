import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], width: '100%' });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const row = style({ display: 'flex', gap: vars.space[2], width: '100%' });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '2.75rem',
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&:hover': { borderColor: vars.color.brand.primary },
    '&:focus-visible': { borderColor: vars.color.brand.primary },
  },
});

export const button = style({ flex: '0 0 auto' });
