import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { listReset, sprinkles } from '../internal/layout.css';

export const groups = style({ display: 'grid' });

/** Each group a row, its items a grid beside the group's name; the first row opens with a strong rule. */
export const group = style({
  display: 'grid',
  gap: vars.space[6],
  padding: `${vars.space[10]} 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { borderTop: `2px solid ${vars.color.brand.deep}` } },
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 8fr)', gap: vars.space[12] },
  },
});

export const head = style({ display: 'grid', gap: vars.space[2], alignContent: 'start' });

export const title = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});

export const subtitle = style({ margin: 0, color: vars.color.text.secondary });

export const items = style([listReset, sprinkles({ display: 'grid', gap: 4, columns: { tablet: 2 } })]);

export const item = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[2],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
});

export const itemTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const itemText = style({ margin: 0, color: vars.color.text.secondary });
