import { defaultTheme } from './default';
import type { ThemeValues } from './values';

/**
 * An example of a reusing site's own theme: same contract, other values.
 * A sister company in green keeps the layout tokens and swaps colour and radius.
 */
export const forestTheme: ThemeValues = {
  ...defaultTheme,
  color: {
    ...defaultTheme.color,
    brand: {
      primary: '#1d6b3a',
      primaryHover: '#15522c',
      deep: '#0e2f1c',
      accent: '#7fd39b',
      gradient: 'linear-gradient(135deg, #0e2f1c 0%, #1d6b3a 55%, #52b36f 100%)',
      gradientSoft: 'linear-gradient(135deg, #eef8f1 0%, #f3faf0 100%)',
    },
    text: { ...defaultTheme.color.text, link: '#1d6b3a' },
    surface: { ...defaultTheme.color.surface, inverse: '#0e2f1c', inverseSubtle: '#17452a' },
    focus: { ring: '#1d6b3a' },
  },
  radius: { none: '0', sm: '2px', md: '4px', lg: '8px', xl: '12px', pill: '999px' },
};
