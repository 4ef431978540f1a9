import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/**
 * The warning's place above the item form, as wide as the form (the page spaces it). Empty, it takes no room and
 * no gap, but stays in the accessibility tree, so that the warning is announced when it comes.
 */
export const notice = style({
  maxWidth: vars.layout.editorMax,
  selectors: {
    '&:empty': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
