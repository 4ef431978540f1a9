import { vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../internal/layout.css';

export const grid = style([sprinkles({ display: 'grid', gap: 6, columns: { mobile: 1, tablet: 2 } })]);

export const measure = styleVariants({
  reading: { maxWidth: vars.layout.readingMax },
  full: {},
});

export const span = styleVariants({
  half: { minWidth: 0 },
  full: { minWidth: 0, gridColumn: '1 / -1' },
});
