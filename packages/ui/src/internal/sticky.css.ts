import { createVar } from '@vanilla-extract/css';

/**
 * How far from the top of the window a sticky bar inside a shell sticks: the shell's own sticky bar's height,
 * set by the shell (AdminShell), so that an editor's bar sticks under it rather than behind it.
 */
export const stickyTop = createVar();
