import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const mark = style({ marginInlineStart: vars.space[1], color: vars.color.status.error });

export const screenReaderText = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
