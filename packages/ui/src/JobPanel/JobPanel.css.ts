import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: vars.space[10],
  paddingTop: vars.space[10],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gap: vars.space[16] },
  },
});

export const intro = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' });

export const title = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand.deep,
});

export const items = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const itemsTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
});
