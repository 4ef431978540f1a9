import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** Width of the fade at an edge that hides more content. */
const CUE_WIDTH = '3rem';

export const root = style({ position: 'relative', minWidth: 0, maxWidth: '100%' });

export const scroller = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  selectors: {
    '&:focus-visible': { outlineOffset: '-3px' },
    [`${root}[data-hide-scrollbar] > &`]: { scrollbarWidth: 'none' },
    [`${root}[data-hide-scrollbar] > &::-webkit-scrollbar`]: { display: 'none' },
  },
});

/** A fade with an arrow at an edge that hides more content: shown only while there is more that way. */
export const cue = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: CUE_WIDTH,
  pointerEvents: 'none',
  opacity: 0,
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-edge="start"]': {
      insetInlineStart: 0,
      background: `linear-gradient(to left, transparent, ${vars.color.surface.page} 80%)`,
    },
    '&[data-edge="end"]': {
      insetInlineEnd: 0,
      background: `linear-gradient(to right, transparent, ${vars.color.surface.page} 80%)`,
    },
    [`${root}[data-overflow-start="true"]:not([data-hide-start-cue]) > &[data-edge="start"]`]: { opacity: 1 },
    [`${root}[data-overflow-end="true"] > &[data-edge="end"]`]: { opacity: 1 },
    // The arrow: a chevron pointing where the rest is.
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      width: '0.5rem',
      height: '0.5rem',
      borderTop: `2px solid ${vars.color.brand.primary}`,
      borderRight: `2px solid ${vars.color.brand.primary}`,
    },
    '&[data-edge="start"]::after': {
      insetInlineStart: vars.space[2],
      transform: 'translateY(-50%) rotate(-135deg)',
    },
    '&[data-edge="end"]::after': {
      insetInlineEnd: vars.space[2],
      transform: 'translateY(-50%) rotate(45deg)',
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
