import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const content = style({
  width: '100%',
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: `${vars.space[16]} ${vars.layout.gutter} ${vars.space[24]}`,
  display: 'grid',
  gap: vars.space[16],
});

export const narrow = style([content, { maxWidth: vars.layout.readingMax }]);
