import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 4fr)', alignItems: 'start' },
  },
});
