import { createVar, fallbackVar } from '@vanilla-extract/css';

/**
 * How much of the bottom of the window a docked bar takes (the news popup's 80 px bar), set on the root while
 * such a bar is on the page. The other floating elements (the scroll-to-top button, the notices) stack above
 * it, and the home hero lifts its controls above it on a phone, so that nothing floats over a control.
 */
export const floatingStackInset = createVar();

/** The inset, or 0 without a docked bar. */
export const stackInset = fallbackVar(floatingStackInset, '0px');
