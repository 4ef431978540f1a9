import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { sprinkles } from '../internal/layout.css';

export const plates = sprinkles({ display: 'grid', gap: 4, columns: { tablet: 2 } });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space[3] });

/** A light plate with a fine construction grid behind the logo. */
export const plate = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '15rem',
  padding: vars.space[10],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
  backgroundImage: `linear-gradient(${vars.color.border.subtle} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border.subtle} 1px, transparent 1px)`,
  backgroundSize: '24px 24px',
});

export const plateDark = style([plate, { background: vars.color.brand.gradient, backgroundSize: 'auto' }]);

export const logo = style({ width: 'min(100%, 20rem)', height: 'auto' });

/** The logo drawn white, for the dark plate. */
export const logoInverse = style([logo, { filter: 'brightness(0) invert(1)' }]);

export const caption = style({
  marginTop: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

/** The clear space around a `lg` logo: half its symbol's height (1.6 em of 2.25 rem, halved) on every side. */
export const clearSpace = style({
  position: 'relative',
  display: 'inline-flex',
  maxWidth: '100%',
  padding: '1.8rem',
  outline: `1px dashed ${vars.color.brand.primary}`,
  background: `color-mix(in srgb, ${vars.color.brand.accent} 10%, transparent)`,
});

export const clearSpaceMark = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '1.8rem',
  height: '1.8rem',
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.font.size.sm,
  fontStyle: 'italic',
  color: vars.color.brand.primary,
  borderInlineEnd: `1px dashed ${vars.color.brand.primary}`,
  borderBlockEnd: `1px dashed ${vars.color.brand.primary}`,
});
