import { media, vars } from '@company/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** The "more actions" button: a 44 px square target beside the row's other buttons. */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled), &[data-state="open"]': {
      borderColor: vars.color.brand.primary,
      color: vars.color.brand.primary,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const dots = style({ fontSize: vars.font.size.lg, lineHeight: 1, letterSpacing: '0.05em' });

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '11rem',
  padding: vars.space[1],
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  animation: `${dropIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '2.75rem',
  padding: `0 ${vars.space[3]}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surface.subtle, color: vars.color.brand.primary },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** An action that removes or takes something away: in the error colour. */
export const danger = style({
  color: vars.color.status.error,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    '&[data-highlighted]': { background: vars.color.status.errorSurface, color: vars.color.status.error },
  },
});
