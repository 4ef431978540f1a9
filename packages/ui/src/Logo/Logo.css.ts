import { vars } from '@company/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** The lockup on one line, always whole: a place too narrow for it scales it (its font size), never crops it. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  columnGap: '0.32em',
  height: '1.6em',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/** The logo's size is its font size: the symbol is 1.6 em, the logotype 1 em. */
export const sizes = styleVariants({
  sm: { fontSize: '1.25rem' },
  md: { fontSize: '1.5rem' },
  lg: { fontSize: '2.25rem' },
  xl: { fontSize: '4rem' },
});

/** Below this screen width a `symbolOnlyWhenNarrow` logo shows its symbol alone. */
export const SYMBOL_ONLY_BELOW_PX = 360;

export const symbolOnlyWhenNarrow = style({});

globalStyle(`${symbolOnlyWhenNarrow} [data-logotype]`, {
  '@media': { [`screen and (max-width: ${SYMBOL_ONLY_BELOW_PX - 0.02}px)`]: { display: 'none' } },
});

export const light = style({ color: vars.color.brand.deep });
export const reversed = style({ color: vars.color.text.inverse });

export const symbol = style({ flex: 'none', width: '1.6em', height: '1.6em', display: 'block' });

export const stopStart = style({ stopColor: vars.color.brand.primary });
export const stopEnd = style({ stopColor: vars.color.brand.accent });

/**
 * The logotype's box, a flex item of the logo, holds the logotype as an atomic inline box: an ancestor's text
 * decoration (a link's underline) is not drawn inside it.
 */
export const logotypeBox = style({ display: 'block', minWidth: 0 });

export const logotype = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '0.22em',
  fontFamily: vars.font.family.body,
  letterSpacing: '-0.01em',
});

export const strong = style({ fontWeight: vars.font.weight.bold, color: 'currentColor' });

/** The logotype's light part: clean blue on light grounds (readable), air cyan reversed on dark ones. */
export const lightPart = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.brand.primary,
  selectors: { [`${reversed} &`]: { color: vars.color.brand.accent } },
});

// A light-tone logo in the MegaHeader while it is transparent over a dark hero: the cyan of the reversed tone.
globalStyle(`[data-transparent="true"] ${light} ${lightPart}`, { color: vars.color.brand.accent });
