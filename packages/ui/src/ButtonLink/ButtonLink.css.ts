import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  background: vars.color.surface.page,
  selectors: { '&:hover': { background: vars.color.surface.subtle } },
});
