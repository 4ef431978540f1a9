import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

export const list = style([listReset, sprinkles({ display: 'grid', gap: 3, columns: { tablet: 2 } })]);

export const card = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  minHeight: '4.5rem',
  padding: `${vars.space[4]} ${vars.space[5]}`,
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  ':hover': { borderColor: vars.color.brand.primary, color: vars.color.brand.primary },
});

export const meta = style({
  display: 'block',
  marginTop: vars.space[1],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const arrow = style({ flex: 'none', color: vars.color.brand.primary });

/** A link inside a table cell. */
export const tableLink = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  color: vars.color.text.primary,
  textDecoration: 'none',
  ':hover': { color: vars.color.brand.primary, textDecoration: 'underline' },
});
