import { style } from '@vanilla-extract/css';

// Off-screen rather than display:none, which some form-filling robots skip.
export const root = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  insetInlineStart: '-10000px',
});
