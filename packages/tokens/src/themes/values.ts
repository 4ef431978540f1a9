/** The shape every theme fills in. Keys are the token names; values are CSS values. */
export type ThemeValues = {
  color: {
    brand: {
      primary: string;
      primaryHover: string;
      deep: string;
      accent: string;
      gradient: string;
      gradientSoft: string;
    };
    neutral: {
      0: string;
      50: string;
      100: string;
      200: string;
      300: string;
      500: string;
      700: string;
      900: string;
    };
    text: { primary: string; secondary: string; muted: string; inverse: string; link: string };
    surface: { page: string; subtle: string; raised: string; inverse: string; inverseSubtle: string };
    border: { subtle: string; strong: string };
    overlay: { dim: string; scrim: string };
    focus: { ring: string };
    status: { success: string; successSurface: string; error: string; errorSurface: string };
  };
  font: {
    family: { body: string; mono: string };
    size: {
      xs: string;
      sm: string;
      md: string;
      lg: string;
      xl: string;
      '2xl': string;
      '3xl': string;
      '4xl': string;
      '5xl': string;
      '6xl': string;
    };
    lineHeight: { tight: string; snug: string; body: string; relaxed: string };
    weight: { regular: string; semibold: string; bold: string };
  };
  space: {
    0: string;
    1: string;
    2: string;
    3: string;
    4: string;
    5: string;
    6: string;
    8: string;
    10: string;
    12: string;
    16: string;
    20: string;
    24: string;
  };
  radius: { none: string; sm: string; md: string; lg: string; xl: string; pill: string };
  shadow: { sm: string; md: string; lg: string; focus: string };
  zIndex: {
    base: string;
    header: string;
    dropdown: string;
    dim: string;
    dialog: string;
    toast: string;
    intro: string;
  };
  motion: {
    duration: { instant: string; fast: string; normal: string; slow: string; intro: string };
    easing: { standard: string; enter: string; exit: string; emphasized: string };
  };
  layout: { contentMax: string; readingMax: string; editorMax: string; headerHeight: string; gutter: string };
};
