import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[4],
  padding: `${vars.space[16]} ${vars.space[6]}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
});

export const icon = style({ color: vars.color.text.muted });

export const message = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

export const description = style({
  maxWidth: '36rem',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
});
