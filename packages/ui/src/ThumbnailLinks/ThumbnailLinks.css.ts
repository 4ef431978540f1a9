import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

export const list = style([listReset, sprinkles({ display: 'grid', gap: 4, columns: { tablet: 2 } })]);

export const link = style({
  display: 'grid',
  gridTemplateColumns: '7rem 1fr auto',
  alignItems: 'center',
  gap: vars.space[5],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const image = style({
  width: '7rem',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surface.subtle,
});

export const name = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });

export const arrow = style({ color: vars.color.brand.primary });
