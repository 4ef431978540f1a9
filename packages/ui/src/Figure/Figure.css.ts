import { vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[3],
});

/**
 * A wide illustration, centred and at most 48rem wide. Its width is given, not left to the image: an image that
 * has not arrived has no width of its own, and the text below would move when it came.
 */
export const wide = style({});
globalStyle(`${wide} img`, { width: 'min(100%, 48rem)', margin: '0 auto' });

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const caption = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
