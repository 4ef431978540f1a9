import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const frame = style({
  display: 'block',
  width: '100%',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface.inverse,
});

/** Rounded corners, filling its column (a video as a post's body). */
export const framed = style({ width: '100%', borderRadius: vars.radius.lg, overflow: 'hidden' });
