export { vars } from './contract.css';
export { forestThemeClass } from './forestTheme.css';
export { breakpoints, media } from './media';
export { defaultTheme } from './themes/default';
export { forestTheme } from './themes/forest';
export type { ThemeValues } from './themes/values';
