import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const band = style({
  display: 'grid',
  gap: vars.space[3],
  padding: `${vars.space[10]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.gradientSoft,
  '@media': { [media.desktop]: { padding: `${vars.space[12]} ${vars.space[12]}` } },
});

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});
