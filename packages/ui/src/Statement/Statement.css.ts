import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** A large heading and its lead, side by side on wide screens. */
export const statement = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)',
      columnGap: vars.space[16],
      alignItems: 'end',
    },
  },
});

export const statementSolo = style({ display: 'grid', maxWidth: '48rem' });

export const headingGroup = style({ display: 'grid', gap: vars.space[2], alignContent: 'start' });

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
  '@media': {
    [media.tablet]: { fontSize: vars.font.size['3xl'], lineHeight: vars.font.lineHeight.tight },
    [media.desktop]: { fontSize: vars.font.size['4xl'] },
  },
});
