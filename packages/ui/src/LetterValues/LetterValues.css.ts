import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

/** One large letter per value; together they spell a word. */
export const list = style([
  listReset,
  sprinkles({ display: 'grid', columns: { desktop: 5 } }),
  { borderTop: `2px solid ${vars.color.brand.deep}` },
]);

export const item = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  alignContent: 'start',
  padding: `${vars.space[6]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '1fr',
      padding: `${vars.space[8]} ${vars.space[5]} ${vars.space[10]}`,
      borderBottom: 'none',
      borderInlineStart: `1px solid ${vars.color.border.subtle}`,
      selectors: { '&:first-child': { borderInlineStart: 'none', paddingInlineStart: 0 } },
    },
  },
});

export const letter = style({
  gridRow: 'span 3',
  fontSize: vars.font.size['5xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  backgroundImage: vars.color.brand.gradient,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { [media.desktop]: { gridRow: 'auto', fontSize: vars.font.size['6xl'] } },
});

export const word = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  color: vars.color.brand.primary,
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const text = style({ margin: 0, color: vars.color.text.secondary });
