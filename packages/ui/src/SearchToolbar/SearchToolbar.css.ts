import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const toolbar = style({
  minWidth: 0,
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const search = style({ width: '100%', minWidth: 0, maxWidth: '40rem' });
globalStyle(`${search} input`, { minWidth: 0, width: '100%' });

export const count = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });
