import { vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const prose = style({ display: 'grid', gap: vars.space[4], maxWidth: '46em' });
globalStyle(`${prose} p`, {
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});
