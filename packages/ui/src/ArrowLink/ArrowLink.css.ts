import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[5]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand.primary, color: vars.color.brand.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const arrow = style({ color: vars.color.brand.primary });

export const primary = style([
  link,
  {
    background: vars.color.brand.primary,
    borderColor: vars.color.brand.primary,
    color: vars.color.text.inverse,
    selectors: {
      '&:hover': { background: vars.color.brand.primaryHover, color: vars.color.text.inverse },
    },
  },
]);
