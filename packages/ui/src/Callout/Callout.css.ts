import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const callout = style({
  margin: 0,
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderInlineStart: `3px solid ${vars.color.brand.primary}`,
  background: vars.color.surface.subtle,
  color: vars.color.text.secondary,
});
