import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
});

/** One discard: the sentence, then its link and dismiss, wrapping under it on a narrow screen. */
export const entry = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});

export const sentence = style({ flex: '1 1 20rem', wordBreak: 'keep-all' });
