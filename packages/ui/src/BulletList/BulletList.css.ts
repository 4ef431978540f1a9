import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const bullet = style({
  position: 'relative',
  paddingInlineStart: vars.space[6],
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.body,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: '0.7em',
    width: vars.space[3],
    height: '2px',
    background: vars.color.brand.accent,
  },
});
