import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { cardFrame, listReset, sprinkles } from '../internal/layout.css';

export const list = style([
  listReset,
  sprinkles({ display: 'grid', gap: 4, columns: { tablet: 2, desktop: 3 } }),
]);

export const card = style([
  cardFrame(),
  sprinkles({ display: 'grid', gap: 3 }),
  { gridTemplateRows: 'auto auto 1fr auto' },
]);

export const index = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand.primary,
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});

export const text = style({ margin: 0, color: vars.color.text.secondary });

export const channels = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const channel = style({ display: 'grid', gridTemplateColumns: '4.5rem 1fr', gap: vars.space[3] });

export const channelLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const channelValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const channelLink = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: '3px',
});
