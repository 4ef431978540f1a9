import { style } from '@vanilla-extract/css';

/** The wrapper adds no box: its sections lay out as children of the page. */
export const contents = style({ display: 'contents' });
