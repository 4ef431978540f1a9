import { vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const prose = style({ display: 'grid', gap: vars.space[4], maxWidth: '46em' });
globalStyle(`${prose} p`, {
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

/** The reading column of a data page: body size and line height, at most the reading width. */
export const report = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  display: 'grid',
  gap: vars.space[4],
  maxWidth: vars.layout.readingMax,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.secondary,
});
globalStyle(`${report} p`, { margin: 0 });
