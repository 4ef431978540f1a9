import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { forestTheme } from './themes/forest';

/** Class that applies the example forest theme to a subtree (or to `html` for a whole site). */
export const forestThemeClass = createTheme(vars, forestTheme);
