import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const band = style({
  display: 'grid',
  gap: vars.space[5],
  justifyItems: 'start',
  padding: `${vars.space[10]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.gradientSoft,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center' },
    [media.desktop]: { padding: `${vars.space[12]} ${vars.space[12]}` },
  },
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});
