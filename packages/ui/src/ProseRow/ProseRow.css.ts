import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** A numbered heading on the left, paragraphs on the right, rows separated by rules. */
export const row = style({
  display: 'grid',
  gap: vars.space[5],
  paddingTop: vars.space[10],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', columnGap: vars.space[16] },
  },
});

export const headingGroup = style({ display: 'grid', gap: vars.space[2], alignContent: 'start' });
