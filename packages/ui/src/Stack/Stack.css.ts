import { vars } from '@company/tokens';
import { styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../internal/layout.css';

export const stack = styleVariants({
  /** Between the blocks of a page (space 16 is not one of the layout layer's gap steps, so the gap stays here). */
  page: [sprinkles({ display: 'grid', columns: 1 }), { gap: vars.space[16], minWidth: 0 }],
  /** Between a list's toolbar, its items and its pager. */
  list: [sprinkles({ display: 'grid', gap: 10, columns: 1 }), { minWidth: 0 }],
  /** Between the parts of one block. */
  section: [sprinkles({ display: 'grid', gap: 6, columns: 1 })],
});
