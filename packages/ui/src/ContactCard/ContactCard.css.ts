import { media, vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { cardFrame, sprinkles } from '../internal/layout.css';

const cardBase = {
  display: 'grid',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
} as const;

export const card = styleVariants({
  compact: [cardFrame({ tone: 'inverse' }), sprinkles({ display: 'grid' }), { gap: vars.space[5] }],
  wide: {
    ...cardBase,
    gap: vars.space[6],
    padding: `${vars.space[10]} ${vars.space[6]}`,
    '@media': { [media.desktop]: { padding: vars.space[12] } },
  },
});

export const title = styleVariants({
  compact: { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold },
  wide: { fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold },
});

export const list = styleVariants({
  compact: { margin: 0, display: 'grid', gap: vars.space[4] },
  wide: [
    sprinkles({ display: 'grid', columns: { tablet: 2, desktop: 3 } }),
    { margin: 0, gap: vars.space[5] },
  ],
});

export const row = styleVariants({
  compact: { display: 'grid', gap: vars.space[1] },
  wide: {},
});

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.brand.accent });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const link = styleVariants({
  compact: { color: vars.color.text.inverse, textDecoration: 'underline', textUnderlineOffset: '3px' },
  wide: { color: vars.color.text.inverse, textUnderlineOffset: '3px' },
});
