import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { sprinkles } from '../internal/layout.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  border: 0,
  margin: 0,
  padding: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

export const input = style({
  width: '100%',
  padding: vars.space[3],
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  background: vars.color.surface.subtle,
  border: `1px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.status.error },
    '&::file-selector-button': {
      marginInlineEnd: vars.space[3],
      padding: `${vars.space[2]} ${vars.space[4]}`,
      border: `1px solid ${vars.color.border.strong}`,
      borderRadius: vars.radius.sm,
      background: vars.color.surface.page,
      color: vars.color.text.primary,
      fontWeight: vars.font.weight.semibold,
      cursor: 'pointer',
    },
  },
});

export const previews = style([sprinkles({ display: 'grid', gap: 4, columns: { mobile: 1, tablet: 2 } })]);

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0 });

export const caption = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const image = style({
  width: '100%',
  maxWidth: '20rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surface.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const help = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const error = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.status.error,
});
