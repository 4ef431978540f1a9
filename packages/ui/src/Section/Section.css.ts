import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** A page section: a thin rule on top, a heading block, then its body. */
export const section = style({
  display: 'grid',
  gap: vars.space[8],
  paddingTop: vars.space[10],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space[6]})`,
  '@media': { [media.desktop]: { gap: vars.space[10] } },
});

export const sectionBare = style([section, { borderTop: 'none', paddingTop: 0 }]);

/** Heading on the left, lead on the right on wide screens. */
export const header = style({
  display: 'grid',
  gap: vars.space[3],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      columnGap: vars.space[16],
      alignItems: 'end',
    },
  },
});

export const headingGroup = style({ display: 'grid', gap: vars.space[2], alignContent: 'start' });

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});
