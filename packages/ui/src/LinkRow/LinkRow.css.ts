import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const row = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
});
