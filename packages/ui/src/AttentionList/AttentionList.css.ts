import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

export const list = style([
  listReset,
  sprinkles({ display: 'grid', gap: 3 }),
  {
    // The columns stay here: the tablet's auto-fill is not one of the layout layer's equal columns.
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    // Compact, so that on a desktop the whole list sits on one line above the work it points to.
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' } },
  },
]);

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[1],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxSizing: 'border-box',
  minWidth: 0,
});

export const link = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space[2],
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

export const details = style([
  listReset,
  sprinkles({ display: 'flex', columnGap: 2 }),
  {
    flexWrap: 'wrap',
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
  },
]);
