import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { content } from '../ConfirmDialog/ConfirmDialog.css';

/** The dialog's surface, docked at the bottom (right on wide screens) instead of centred over a dimmed page. */
export const docked = style([
  content,
  {
    top: 'auto',
    left: vars.space[4],
    right: vars.space[4],
    bottom: vars.space[4],
    transform: 'none',
    width: 'auto',
    maxHeight: `calc(100vh - 2 * ${vars.space[4]})`,
    animation: 'none',
    '@media': {
      [media.tablet]: { left: 'auto', width: '26rem' },
    },
  },
]);
