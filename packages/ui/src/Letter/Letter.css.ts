import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const letter = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gap: vars.space[16] },
  },
});

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
  paddingInlineStart: vars.space[5],
  borderInlineStart: `3px solid ${vars.color.brand.accent}`,
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});

export const signature = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
