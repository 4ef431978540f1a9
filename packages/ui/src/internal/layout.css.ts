import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

// The library's layout layer: responsive layout properties from the tokens (sprinkles), the list reset and the
// card frame. Box, Grid and Card offer them as props; the components' own styles compose them.

/** Equal columns that may shrink below their content's width (a long word never widens a grid). */
function equalColumns(count: number): string {
  return `repeat(${count}, minmax(0, 1fr))`;
}

/** The steps of the tokens' space scale a layout's gaps take (fewer steps, fewer classes). */
const gaps = {
  0: vars.space[0],
  2: vars.space[2],
  3: vars.space[3],
  4: vars.space[4],
  6: vars.space[6],
  8: vars.space[8],
  10: vars.space[10],
  12: vars.space[12],
};

/**
 * The layout properties from tokens, per breakpoint (mobile first: a value for `tablet` or `desktop` applies
 * from that width up). Box, Grid and Card take them as props; the library's own styles compose them at build
 * time (`style([sprinkles({ … }), { … }])`), so its components ship class names, not this table.
 */
const responsiveLayout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'grid'],
    flexDirection: ['row', 'column'],
    alignItems: ['start', 'center', 'end'],
    alignContent: ['start', 'center'],
    justifyContent: ['start', 'center', 'end', 'space-between'],
    gap: gaps,
    rowGap: gaps,
    columnGap: gaps,
    gridTemplateColumns: {
      1: equalColumns(1),
      2: equalColumns(2),
      3: equalColumns(3),
      4: equalColumns(4),
      5: equalColumns(5),
    },
  },
  shorthands: { columns: ['gridTemplateColumns'] },
});

export const sprinkles = createSprinkles(responsiveLayout);

export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A list used for layout: no bullets, no indent, no outer margin. */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A card's frame: its padding, corners and surface. */
export const cardFrame = recipe({
  base: { padding: vars.space[8], borderRadius: vars.radius.lg },
  variants: {
    tone: {
      /** A hairline border on the page's surface. */
      outline: { border: `1px solid ${vars.color.border.subtle}`, background: vars.color.surface.page },
      /** The inverse surface, with inverse text. */
      inverse: { background: vars.color.surface.inverse, color: vars.color.text.inverse },
    },
  },
  defaultVariants: { tone: 'outline' },
});
