import { media, vars } from '@company/tokens';
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '0 0' },
});

/** How long one shimmer sweep takes; slow enough to read as "waiting", not as flicker. */
const SHIMMER_PERIOD = '1.4s';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  width: '100%',
});

export const bone = recipe({
  base: {
    display: 'block',
    width: '100%',
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.neutral[100],
    backgroundImage: `linear-gradient(90deg, ${vars.color.neutral[100]} 0%, ${vars.color.neutral[50]} 50%, ${vars.color.neutral[100]} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} ${SHIMMER_PERIOD} ${vars.motion.easing.standard} infinite`,
    '@media': {
      [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      text: { height: vars.font.size.md },
      title: { height: vars.font.size['2xl'], width: '60%' },
      block: { height: '100%', minHeight: vars.space[24], borderRadius: vars.radius.md },
      media: { aspectRatio: '16 / 9', borderRadius: vars.radius.md },
    },
    short: {
      true: { width: '70%' },
      false: {},
    },
  },
  defaultVariants: { shape: 'text', short: false },
});
