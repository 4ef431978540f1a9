import { vars } from '@company/tokens';
import { styleVariants } from '@vanilla-extract/css';

export const stack = styleVariants({
  /** Between the blocks of a page. */
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[16], minWidth: 0 },
  /** Between a list's toolbar, its items and its pager. */
  list: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[10], minWidth: 0 },
  /** Between the parts of one block. */
  section: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] },
});
