import { media, vars } from '@company/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { stackInset } from '../internal/floatingStack.css';

const SIZE = '3rem';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

const gap = vars.space[5];
const gapDesktop = vars.space[8];

export const button = style({
  position: 'fixed',
  insetInlineEnd: gap,
  bottom: `calc(${gap} + ${stackInset})`,
  zIndex: vars.zIndex.header,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: SIZE,
  height: SIZE,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand.primary,
  color: vars.color.text.inverse,
  boxShadow: vars.shadow.md,
  pointerEvents: 'auto',
  animation: `${appear} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&:hover': { background: vars.color.brand.primaryHover } },
  '@media': {
    [media.desktop]: { insetInlineEnd: gapDesktop, bottom: `calc(${gapDesktop} + ${stackInset})` },
  },
});

/**
 * The docked variant's rail: an empty line just before what the button must not cover (the footer), sticking
 * to the bottom of the window until that comes into view, where it stays. The button hangs above the rail.
 */
export const rail = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.header,
  height: 0,
  pointerEvents: 'none',
});

export const docked = style({ position: 'absolute' });
