import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const frame = style({
  display: 'block',
  width: '100%',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
});
