import { style } from '@vanilla-extract/css';

// `overflow-wrap: anywhere` on a surrounding text block would cut an address at any letter; here neither
// side of the "@" wraps, and the <wbr> between them is the address's one break.
export const root = style({ overflowWrap: 'normal', wordBreak: 'normal' });

export const part = style({ whiteSpace: 'nowrap' });
