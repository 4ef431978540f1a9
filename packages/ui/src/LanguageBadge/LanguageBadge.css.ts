import { vars } from '@company/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const badge = recipe({
  base: {
    display: 'inline-block',
    verticalAlign: 'middle',
    padding: `0 ${vars.space[2]}`,
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    letterSpacing: 0,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      note: {
        background: vars.color.surface.subtle,
        borderColor: vars.color.border.strong,
        color: vars.color.text.secondary,
        fontWeight: vars.font.weight.regular,
      },
      present: {
        background: vars.color.brand.primary,
        color: vars.color.text.inverse,
      },
      absent: {
        background: vars.color.surface.page,
        borderColor: vars.color.border.strong,
        color: vars.color.text.muted,
        textDecoration: 'line-through',
      },
    },
  },
  defaultVariants: { tone: 'note' },
});
