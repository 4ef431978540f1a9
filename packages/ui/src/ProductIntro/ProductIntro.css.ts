import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const text = style({ display: 'grid', gap: vars.space[5], alignContent: 'center' });

export const title = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand.deep,
  '@media': { [media.desktop]: { fontSize: vars.font.size['4xl'] } },
});

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
