import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

export const list = style([listReset, sprinkles({ display: 'grid', gap: 4, columns: { tablet: 3 } })]);

export const swatch = style({
  display: 'grid',
  gridTemplateRows: '9rem auto',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
});

export const chip = style({ display: 'block' });

export const body = style({ display: 'grid', gap: vars.space[1], padding: vars.space[5] });

export const hex = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const label = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
