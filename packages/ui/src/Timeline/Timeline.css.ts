import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** Size of the year marker on the rule. */
const MARKER = '0.875rem';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
  display: 'grid',
  gap: vars.space[10],
  '::before': {
    content: '""',
    position: 'absolute',
    top: vars.space[2],
    bottom: 0,
    insetInlineStart: `calc(${MARKER} / 2 - 1px)`,
    width: '2px',
    background: vars.color.border.subtle,
  },
});

export const year = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[3],
  paddingInlineStart: vars.space[8],
  '::before': {
    content: '""',
    position: 'absolute',
    top: vars.space[2],
    insetInlineStart: 0,
    width: MARKER,
    height: MARKER,
    borderRadius: vars.radius.pill,
    background: vars.color.surface.page,
    border: `3px solid ${vars.color.brand.primary}`,
  },
  '@media': {
    [media.tablet]: { gridTemplateColumns: '10rem 1fr', gap: vars.space[8] },
  },
});

export const yearHeading = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand.primary,
  '@media': { [media.desktop]: { fontSize: vars.font.size['4xl'] } },
});

export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  '@media': { [media.tablet]: { paddingTop: vars.space[2] } },
});

export const event = style({
  display: 'flex',
  gap: vars.space[4],
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.secondary,
});

export const date = style({
  flex: '0 0 3.5rem',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const text = style({ flex: '1 1 auto', minWidth: 0 });

/** A year's headline, shown as its first event. */
export const headline = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});
