import { media, vars } from '@company/tokens';
import { recipe } from '@vanilla-extract/recipes';

export const grid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space[6],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
  variants: {
    columns: {
      2: {},
      3: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      4: { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 3 },
});
