import { media, vars } from '@company/tokens';
import { styleVariants } from '@vanilla-extract/css';

const base = { display: 'grid', gap: vars.space[10], alignItems: 'center' } as const;

export const split = styleVariants({
  /** A product's illustration and its story (6:5). */
  product: {
    ...base,
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)', gap: vars.space[16] },
    },
  },
  /** A diagram and its numbered parts (7:5). */
  diagram: {
    ...base,
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space[12] },
    },
  },
});
