import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles } from '../internal/layout.css';

export const plates = sprinkles({ display: 'grid', gap: 4, columns: { tablet: 2 } });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space[3] });

/**
 * A light plate with a fine construction grid behind the logo. The plate is a size container: a lockup wider
 * than the plate is scaled down to fit (its font size), never cropped or reduced to its symbol.
 */
export const plate = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '15rem',
  minWidth: 0,
  containerType: 'inline-size',
  padding: vars.space[6],
  '@media': { [media.tablet]: { padding: vars.space[10] } },
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
  backgroundImage: `linear-gradient(${vars.color.border.subtle} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border.subtle} 1px, transparent 1px)`,
  backgroundSize: '24px 24px',
});

export const plateDark = style([plate, { background: vars.color.brand.gradient, backgroundSize: 'auto' }]);

/**
 * A lockup with its logotype is about 9.5 of its font sizes wide (the Korean one less): the logo takes at most
 * a 9.5th of the plate's width as its font size; inside the clear space (0.8 em on each side) an 11.5th.
 */
globalStyle(`${plate} [data-logo]`, { fontSize: 'min(2.25rem, 100cqi / 9.5)' });
globalStyle(`${plate} [data-clear-space] [data-logo]`, { fontSize: 'min(2.25rem, 100cqi / 11.5)' });

export const logo = style({ width: 'min(100%, 20rem)', height: 'auto' });

/** The logo drawn white, for the dark plate. */
export const logoInverse = style([logo, { filter: 'brightness(0) invert(1)' }]);

export const caption = style({
  marginTop: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

/**
 * The clear space around the logo: half its symbol's height (1.6 em, halved) on every side, scaled with the
 * logo (its font size is the logo's).
 */
export const clearSpace = style({
  position: 'relative',
  display: 'inline-flex',
  maxWidth: '100%',
  fontSize: 'min(2.25rem, 100cqi / 11.5)',
  padding: '0.8em',
  outline: `1px dashed ${vars.color.brand.primary}`,
  background: `color-mix(in srgb, ${vars.color.brand.accent} 10%, transparent)`,
});

export const clearSpaceMark = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: 'calc(min(2.25rem, 100cqi / 11.5) * 0.8)',
  height: 'calc(min(2.25rem, 100cqi / 11.5) * 0.8)',
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.font.size.sm,
  fontStyle: 'italic',
  color: vars.color.brand.primary,
  borderInlineEnd: `1px dashed ${vars.color.brand.primary}`,
  borderBlockEnd: `1px dashed ${vars.color.brand.primary}`,
});
