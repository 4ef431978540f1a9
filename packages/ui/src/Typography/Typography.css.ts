import { media, vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const eyebrow = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: vars.color.brand.primary,
});

export const lead = styleVariants({
  section: {
    color: vars.color.text.secondary,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.body,
    maxWidth: '44em',
    '@media': { [media.desktop]: { fontSize: vars.font.size.lg } },
  },
  statement: {
    color: vars.color.text.secondary,
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.relaxed,
  },
  report: {
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.brand.deep,
  },
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const note = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const itemIndex = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brand.primary,
});
