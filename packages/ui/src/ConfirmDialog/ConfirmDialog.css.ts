import { media, vars } from '@company/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay.dim,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.dialog,
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${vars.space[4]})`,
  maxWidth: '28rem',
  maxHeight: `calc(100vh - 2 * ${vars.space[8]})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  background: vars.color.surface.raised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${riseIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

export const description = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  marginTop: vars.space[2],
});
