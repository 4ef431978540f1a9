import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** The warning's place above the item form: as wide as the form, a form's gap below it. */
export const notice = style({
  maxWidth: vars.layout.editorMax,
  marginBlockEnd: vars.space[6],
  selectors: { '&:empty': { display: 'none' } },
});
