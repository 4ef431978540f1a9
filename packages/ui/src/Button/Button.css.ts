import { vars } from '@company/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand.primary,
        color: vars.color.text.inverse,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brand.primaryHover } },
      },
      secondary: {
        background: vars.color.surface.page,
        color: vars.color.text.primary,
        borderColor: vars.color.border.strong,
        selectors: {
          '&:hover:not(:disabled)': {
            borderColor: vars.color.brand.primary,
            color: vars.color.brand.primary,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text.primary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface.subtle } },
      },
      danger: {
        background: vars.color.status.error,
        color: vars.color.text.inverse,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      sm: { padding: `${vars.space[2]} ${vars.space[3]}`, fontSize: vars.font.size.sm, minHeight: '2.25rem' },
      md: { padding: `${vars.space[3]} ${vars.space[5]}`, fontSize: vars.font.size.md, minHeight: '2.75rem' },
      lg: { padding: `${vars.space[4]} ${vars.space[8]}`, fontSize: vars.font.size.lg, minHeight: '3.25rem' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
