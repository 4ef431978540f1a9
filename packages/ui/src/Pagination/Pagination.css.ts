import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** WCAG 2.2 target size: comfortably above the 24px minimum. */
const TARGET_SIZE = '2.5rem';

export const root = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[1],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: TARGET_SIZE,
  height: TARGET_SIZE,
  padding: `0 ${vars.space[2]}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand.primary, color: vars.color.brand.primary },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const step = style([base, { fontSize: vars.font.size.lg }]);

export const number = style([
  base,
  {
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.brand.primary,
        borderColor: vars.color.brand.primary,
        color: vars.color.text.inverse,
      },
      '&[aria-current="page"]:hover': { color: vars.color.text.inverse },
    },
  },
]);
