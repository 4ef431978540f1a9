import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  padding: `${vars.space[5]} ${vars.space[6]}`,
  border: `2px solid ${vars.color.status.error}`,
  borderRadius: vars.radius.md,
  background: vars.color.status.errorSurface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '2px' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.status.error,
  wordBreak: 'keep-all',
});

export const list = style({
  margin: `${vars.space[3]} 0 0`,
  paddingInlineStart: vars.space[5],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});

export const link = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error,
  textUnderlineOffset: '0.2em',
  wordBreak: 'keep-all',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' } },
});
