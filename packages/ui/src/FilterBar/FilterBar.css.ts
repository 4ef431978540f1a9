import { vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  // As a grid or flex item it may shrink to its container: the filters wrap instead of overflowing.
  minWidth: 0,
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
});

// Each filter takes an equal share of a row, the first (the search) twice that; they wrap on narrow screens.
globalStyle(`${bar} > *`, { flex: '1 1 12rem', minWidth: 0 });
globalStyle(`${bar} > *:first-child`, { flex: '2 1 20rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  justifyContent: 'flex-end',
});

globalStyle(`${bar} > ${actions}`, { flex: '0 0 auto', marginInlineStart: 'auto' });
