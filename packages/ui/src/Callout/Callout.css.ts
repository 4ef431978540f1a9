import { vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const brand = style({
  margin: 0,
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderInlineStart: `3px solid ${vars.color.brand.primary}`,
  background: vars.color.surface.subtle,
  color: vars.color.text.secondary,
});

/** A small note on a data page (a quote's delay, an empty list). */
const note = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  background: vars.color.surface.subtle,
  borderLeft: `3px solid ${vars.color.brand.accent}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const callout = styleVariants({ brand: [brand], note: [note] });
