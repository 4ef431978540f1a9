import { media, vars } from '@company/tokens';
import { keyframes, style } from '@vanilla-extract/css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

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

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  // A comfortable target on a phone (WCAG 2.5.5), as the header's other buttons.
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  color: 'inherit',
  textDecoration: 'none',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { background: 'rgba(127, 127, 127, 0.14)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const icon = style({ width: '1.25rem', height: '1.25rem' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: vars.color.overlay.dim,
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  top: 'min(12vh, 6rem)',
  left: '50%',
  zIndex: vars.zIndex.dialog,
  transform: 'translateX(-50%)',
  width: `calc(100vw - 2 * ${vars.space[4]})`,
  maxWidth: '40rem',
  maxHeight: `calc(100vh - 2 * min(12vh, 6rem))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const form = style({ display: 'flex', gap: vars.space[2] });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '3rem',
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '1px' },
  },
});

export const status = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  padding: `${vars.space[3]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surface.subtle,
      boxShadow: `inset 3px 0 0 ${vars.color.brand.primary}`,
    },
  },
});

export const meta = style({
  display: 'flex',
  gap: vars.space[2],
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});

export const kind = style({ fontWeight: vars.font.weight.semibold, color: vars.color.brand.primary });

export const optionTitle = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const snippet = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.snug,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
  fontSize: vars.font.size.sm,
});

export const seeAll = style({ color: vars.color.text.link, fontWeight: vars.font.weight.semibold });

export const keys = style({ color: vars.color.text.muted, fontSize: vars.font.size.xs });

export const mark = style({
  background: 'rgba(39, 193, 227, 0.28)',
  color: 'inherit',
  borderRadius: '2px',
  padding: '0 1px',
});
