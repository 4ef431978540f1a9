import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** The contact page's note on the inquiry form. */
export const formNotice = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });
