import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const text = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  wordBreak: 'keep-all',
});

export const lead = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.secondary,
  wordBreak: 'keep-all',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
