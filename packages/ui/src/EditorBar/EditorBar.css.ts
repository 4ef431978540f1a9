import { vars } from '@company/tokens';
import { fallbackVar, style } from '@vanilla-extract/css';
import { stickyTop } from '../internal/sticky.css';

export const bar = style({
  position: 'sticky',
  top: fallbackVar(stickyTop, '0px'),
  // Over the form's fields as they scroll under it, under the shell's bar and its menus.
  zIndex: `calc(${vars.zIndex.header} - 1)`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  background: vars.color.surface.page,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  marginInlineStart: 'auto',
});
