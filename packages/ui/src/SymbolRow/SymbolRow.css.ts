import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'grid',
  gap: vars.space[8],
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: '12rem 1fr', gap: vars.space[12] } },
});

export const mark = style({
  width: '12rem',
  height: '12rem',
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
});

/** A mark given as an element, centred on its tile. */
export const markElement = style({ display: 'grid', placeItems: 'center' });
