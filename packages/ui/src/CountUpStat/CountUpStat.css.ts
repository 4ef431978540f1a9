import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

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

export const group = style([
  listReset,
  sprinkles({
    display: 'grid',
    rowGap: { mobile: 10, tablet: 6 },
    columnGap: { mobile: 4, tablet: 6 },
    columns: { mobile: 2, tablet: 4 },
  }),
]);

export const groupItem = style({
  paddingBlock: vars.space[4],
  '@media': {
    [media.tablet]: {
      selectors: { '& + &': { borderInlineStart: `1px solid ${vars.color.border.subtle}` } },
    },
  },
});
