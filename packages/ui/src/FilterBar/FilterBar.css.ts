import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  justifyContent: 'flex-start',
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
});
