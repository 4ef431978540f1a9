import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border.strong}`,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[4]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  flex: '1 1 16rem',
  minWidth: 0,
  color: vars.color.text.primary,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const date = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({ display: 'flex', gap: vars.space[2] });
