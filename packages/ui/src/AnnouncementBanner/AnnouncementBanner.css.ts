import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

const koreanText = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

/* One link across the page under the hero. */
export const banner = style({ background: vars.color.brand.gradient, color: vars.color.text.inverse });

export const link = style({
  ...koreanText,
  display: 'grid',
  gap: vars.space[2],
  width: '100%',
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  paddingBlock: vars.space[5],
  paddingInline: vars.layout.gutter,
  boxSizing: 'border-box',
  color: 'inherit',
  textDecoration: 'none',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: vars.space[6],
    },
  },
  selectors: { '&:focus-visible': { outlineColor: vars.color.text.inverse, outlineOffset: '-3px' } },
});

export const label = style({
  justifySelf: 'start',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  border: `1px solid color-mix(in srgb, ${vars.color.text.inverse} 60%, transparent)`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const titles = style({
  display: 'grid',
  gap: vars.space[1],
  fontWeight: vars.font.weight.semibold,
});

export const more = style({
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.25em',
  selectors: { [`${link}:hover &`]: { textDecorationThickness: '2px' } },
});
