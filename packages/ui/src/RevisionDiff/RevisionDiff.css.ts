import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space[4] });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.font.size.sm,
});

const legendChip = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.semibold,
});

/** The legend names the versions in the colours of their marks. */
export const legendBefore = style([
  legendChip,
  { background: vars.color.status.errorSurface, color: vars.color.status.error },
]);
export const legendAfter = style([
  legendChip,
  { background: vars.color.status.successSurface, color: vars.color.status.success },
]);

export const arrow = style({ color: vars.color.text.muted });

export const fields = style({
  display: 'grid',
  margin: 0,
  borderTop: `2px solid ${vars.color.text.primary}`,
});

export const field = style({
  display: 'grid',
  gridTemplateColumns: '10rem 1fr',
  gap: vars.space[4],
  padding: `${vars.space[4]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': { [media.belowTablet]: { gridTemplateColumns: '1fr', gap: vars.space[2] } },
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const value = style({ margin: 0, minWidth: 0 });

export const text = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.primary,
  whiteSpace: 'pre-wrap',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

// Removed and inserted words differ in decoration as well as colour: struck through, or underlined.
export const removed = style({
  padding: '0 0.125em',
  borderRadius: vars.radius.sm,
  background: vars.color.status.errorSurface,
  color: vars.color.status.error,
  textDecoration: 'line-through',
  textDecorationThickness: '1.5px',
});

export const inserted = style({
  padding: '0 0.125em',
  borderRadius: vars.radius.sm,
  background: vars.color.status.successSurface,
  color: vars.color.status.success,
  textDecoration: 'underline',
  textDecorationThickness: '1.5px',
  textUnderlineOffset: '0.2em',
});

export const unchanged = style({ color: vars.color.text.muted });

export const summary = style({
  width: 'fit-content',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm },
  },
});
