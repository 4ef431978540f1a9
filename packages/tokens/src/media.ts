/** Breakpoints in px. Media queries cannot read CSS variables, so these are constants. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1200 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  belowTablet: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
