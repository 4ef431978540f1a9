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

/** From this width the window leaves a margin beside the content column (1280 px) that holds the button. */
const floatsBesideColumn = 'screen and (min-width: 1400px)';

/**
 * The docked variant's rail, just before what the button must not cover (the footer). Narrower than
 * `floatsBesideColumn`, a row of the page that holds the button (kept whether it shows or not, so nothing
 * moves when it appears). From there, an empty line sticking to the bottom of the window until the footer
 * comes into view, where it stays; the button hangs above it in the margin beside the column.
 */
export const rail = style({
  display: 'flex',
  justifyContent: 'flex-end',
  height: `calc(${SIZE} + 2 * ${gap})`,
  padding: gap,
  '@media': {
    [floatsBesideColumn]: {
      position: 'sticky',
      bottom: 0,
      zIndex: vars.zIndex.header,
      display: 'block',
      height: 0,
      padding: 0,
      pointerEvents: 'none',
    },
  },
});

export const docked = style({
  position: 'static',
  '@media': { [floatsBesideColumn]: { position: 'absolute' } },
});
