import { createGlobalThemeContract } from '@vanilla-extract/css';
import { defaultTheme } from './themes/default';

/**
 * The theme contract. Variable names are stable (`--co-color-brand-primary`, ...), so a reusing
 * site can fill them with `createGlobalTheme`, `createTheme` or plain CSS.
 */
export const vars = createGlobalThemeContract(defaultTheme, (_value, path) => `co-${path.join('-')}`);
