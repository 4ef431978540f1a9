import { recipe } from '@vanilla-extract/recipes';
import { listReset, sprinkles } from '../internal/layout.css';

export const grid = recipe({
  base: [listReset, sprinkles({ display: 'grid', gap: 6, columns: { mobile: 1, tablet: 2 } })],
  variants: {
    columns: {
      2: {},
      3: [sprinkles({ columns: { desktop: 3 } })],
      4: [sprinkles({ columns: { desktop: 4 } })],
    },
  },
  defaultVariants: { columns: 3 },
});
