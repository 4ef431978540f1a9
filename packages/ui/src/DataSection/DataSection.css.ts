import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const title = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
});
