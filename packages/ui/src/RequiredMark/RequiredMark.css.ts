import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const mark = style({ marginInlineStart: vars.space[1], color: vars.color.status.error });
