import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { sprinkles } from '../internal/layout.css';

/** Statements side by side on the brand gradient. */
export const band = style([
  sprinkles({ display: 'grid', columns: { tablet: 2 } }),
  {
    // The gap stays here: the desktop's column gap (space 16) is not one of the layout layer's steps.
    gap: vars.space[8],
    padding: `${vars.space[12]} ${vars.space[6]}`,
    borderRadius: vars.radius.lg,
    background: vars.color.brand.gradient,
    color: vars.color.text.inverse,
    '@media': {
      [media.desktop]: { padding: `${vars.space[16]} ${vars.space[12]}`, columnGap: vars.space[16] },
    },
  },
]);

export const item = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  color: vars.color.brand.accent,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [media.desktop]: { fontSize: vars.font.size['2xl'] } },
});
