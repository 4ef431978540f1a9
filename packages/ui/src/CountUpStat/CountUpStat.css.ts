import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  textAlign: 'center',
});

export const figure = style({
  margin: 0,
  color: vars.color.brand.deep,
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.desktop]: { fontSize: vars.font.size['6xl'] } },
});

export const digits = style({});

// Set close to the figure, as the copy writes it: 17B, 30% (no gap before the unit).
export const affix = style({ color: vars.color.brand.primary });

export const label = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [media.tablet]: { fontSize: vars.font.size.md } },
});

export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space[10]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space[6] },
  },
});

export const groupItem = style({
  paddingBlock: vars.space[4],
  '@media': {
    [media.tablet]: {
      selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.border.subtle}` } },
    },
  },
});
