import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' } },
});

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[2],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxSizing: 'border-box',
  minWidth: 0,
});

export const link = style({
  display: 'grid',
  gap: vars.space[1],
  minHeight: '2.75rem',
  color: vars.color.text.primary,
  textDecoration: 'none',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  ':hover': { color: vars.color.brand.primary },
});

export const count = style({
  order: -1,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.1,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const countPending = style([count, { color: vars.color.brand.primary }]);

export const label = style({ fontWeight: vars.font.weight.semibold, textDecoration: 'underline' });

export const details = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
