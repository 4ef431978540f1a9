import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  borderTop: `1px solid ${vars.color.border.strong}`,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space[4],
  padding: `${vars.space[4]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: { padding: vars.space[5] },
  },
});

export const next = style({
  '@media': {
    [media.tablet]: { borderInlineStart: `1px solid ${vars.color.border.subtle}` },
  },
});

export const label = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const thumbnail = style({
  width: '6rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surface.subtle,
});

export const title = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { color: vars.color.brand.primary, textDecoration: 'underline' },
  },
});

export const missing = style({ gridColumn: '1 / -1', color: vars.color.text.muted });
