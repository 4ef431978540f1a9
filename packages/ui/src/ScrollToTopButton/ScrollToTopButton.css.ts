import { media, vars } from '@company/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const SIZE = '3rem';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const button = style({
  position: 'fixed',
  insetInlineEnd: vars.space[5],
  bottom: vars.space[5],
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
  animation: `${appear} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&:hover': { background: vars.color.brand.primaryHover } },
  '@media': { [media.desktop]: { insetInlineEnd: vars.space[8], bottom: vars.space[8] } },
});
