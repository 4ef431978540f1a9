import '@company/tokens/theme';

export {
  breakpoints,
  defaultTheme,
  forestTheme,
  forestThemeClass,
  media,
  type ThemeValues,
  vars,
} from '@company/tokens';
export * from './Button';
export * from './Link';
