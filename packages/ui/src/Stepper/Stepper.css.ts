import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

/** A horizontal stepper on desktop, a vertical one below; the last step is the goal, inverted. */
export const steps = style([
  listReset,
  sprinkles({ display: 'grid', gap: { mobile: 3, desktop: 0 }, columns: { desktop: 5 } }),
]);

export const step = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
  '@media': {
    [media.desktop]: {
      borderRadius: 0,
      borderInlineStart: 'none',
      minHeight: '15rem',
      selectors: {
        '&:first-child': {
          borderInlineStart: `1px solid ${vars.color.border.subtle}`,
          borderStartStartRadius: vars.radius.lg,
          borderEndStartRadius: vars.radius.lg,
        },
        '&:last-child': {
          borderStartEndRadius: vars.radius.lg,
          borderEndEndRadius: vars.radius.lg,
          background: vars.color.surface.inverse,
          color: vars.color.text.inverse,
        },
      },
    },
  },
});

export const number = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  color: vars.color.brand.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ fontSize: vars.font.size.xs, letterSpacing: '0.12em' });

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const text = style({ margin: 0, color: 'inherit', opacity: 0.85, fontSize: vars.font.size.sm });

globalStyle(`${step}:last-child ${number}`, {
  '@media': { [media.desktop]: { color: vars.color.brand.accent } },
});
