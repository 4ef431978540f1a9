import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[8], minWidth: 0 });

export const scroller = style({ borderBottom: `1px solid ${vars.color.border.subtle}` });

/** As wide as its tabs, at least the strip: the tabs share any room left, and never shrink below their label. */
export const list = style({
  display: 'flex',
  gap: vars.space[1],
  width: 'max-content',
  minWidth: '100%',
});

export const trigger = style({
  flex: '0 0 auto',
  position: 'relative',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text.muted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    bottom: '-1px',
    height: '3px',
    background: 'transparent',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  },
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&[data-state="active"]': { color: vars.color.brand.primary },
    '&[data-state="active"]::after': { background: vars.color.brand.primary },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
  '@media': {
    [media.desktop]: {
      flex: '1 0 auto',
      fontSize: vars.font.size.lg,
      padding: `${vars.space[4]} ${vars.space[4]}`,
    },
  },
});

export const panel = style({
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.body,
  selectors: { '&:focus-visible': { outlineOffset: '4px' } },
});
