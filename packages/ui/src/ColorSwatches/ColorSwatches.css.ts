import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const swatch = style({
  display: 'grid',
  gridTemplateRows: '9rem auto',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
});

export const chip = style({ display: 'block' });

export const body = style({ display: 'grid', gap: vars.space[1], padding: vars.space[5] });

export const hex = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const label = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
