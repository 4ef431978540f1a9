import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { sprinkles } from '../internal/layout.css';

/** A band of key figures on the soft brand gradient. */
export const band = style({
  display: 'grid',
  gap: vars.space[6],
  padding: `${vars.space[10]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.gradientSoft,
  '@media': { [media.desktop]: { padding: `${vars.space[12]} ${vars.space[12]}` } },
});

export const list = style([
  sprinkles({ display: 'grid', gap: 6, columns: { mobile: 2, desktop: 4 } }),
  { margin: 0 },
]);

export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  paddingInlineStart: vars.space[4],
  borderInlineStart: `2px solid ${vars.color.brand.accent}`,
});

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand.deep,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});
