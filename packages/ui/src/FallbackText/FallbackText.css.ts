import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ overflowWrap: 'anywhere' });

/** The note sits on the text's line, a little apart, and stays the badge's size in large headings. */
export const note = style({
  marginInlineStart: vars.space[1],
  fontSize: vars.font.size.xs,
  verticalAlign: '0.15em',
});
