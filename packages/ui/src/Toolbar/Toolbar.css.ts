import { vars } from '@company/tokens';
import { styleVariants } from '@vanilla-extract/css';

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
} as const;

export const toolbar = styleVariants({
  plain: row,
  /** Set off from the list below by a strong rule. */
  ruled: { ...row, paddingBottom: vars.space[4], borderBottom: `2px solid ${vars.color.brand.deep}` },
});
