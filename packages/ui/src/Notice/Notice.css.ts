import { media, vars } from '@company/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stackInset } from '../internal/floatingStack.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space[4]})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const viewport = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space[4],
  // Above a docked bar (the news popup), never over it.
  bottom: `calc(${vars.space[4]} + ${stackInset})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    [media.tablet]: {
      insetInline: 'auto',
      right: vars.space[6],
      bottom: `calc(${vars.space[6]} + ${stackInset})`,
      width: '24rem',
    },
  },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: vars.space[3],
    padding: vars.space[4],
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderInlineStartWidth: vars.space[1],
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}`,
      },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.status.success },
      error: { borderInlineStartColor: vars.color.status.error, background: vars.color.status.errorSurface },
      info: { borderInlineStartColor: vars.color.brand.primary },
    },
  },
});

export const message = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.secondary,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.lg,
  lineHeight: 1,
  selectors: { '&:hover': { background: vars.color.surface.subtle, color: vars.color.text.primary } },
});
