import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: `${vars.space[5]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const kind = style({ fontWeight: vars.font.weight.semibold, color: vars.color.brand.primary });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const link = style({
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text.link, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const snippet = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.body,
});

export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.5rem',
  padding: `0 ${vars.space[4]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.brand.primary, color: vars.color.text.link },
    '&[aria-current="page"]': {
      background: vars.color.brand.deep,
      borderColor: vars.color.brand.deep,
      color: vars.color.text.inverse,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const count = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.85 });

/** An end of the pager that leads nowhere (the first page's "previous"): dimmed, as Pagination's disabled buttons. */
export const pagerEnd = style({ opacity: 0.45 });
