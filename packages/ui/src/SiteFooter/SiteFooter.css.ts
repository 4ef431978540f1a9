import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const footer = style({
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
});

export const inner = style({
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: `${vars.space[10]} ${vars.layout.gutter} ${vars.space[12]}`,
  display: 'grid',
  gap: vars.space[8],
});

/** The least size of a link on a phone (WCAG 2.5.5). */
const TARGET = '2.75rem';

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space[6]}`,
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.surface.inverseSubtle}`,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: TARGET,
  minHeight: TARGET,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.text.inverse },
  },
});

export const body = style({
  display: 'grid',
  gap: vars.space[6],
  '@media': { [media.desktop]: { gridTemplateColumns: '14rem 1fr', alignItems: 'start' } },
});

export const logo = style({ color: vars.color.text.inverse });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  // A fact with a (taller) link keeps the line of the facts beside it.
  alignItems: 'baseline',
  gap: `${vars.space[2]} ${vars.space[6]}`,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  selectors: {
    '&[data-fact="address"]': { flexBasis: '100%' },
  },
});

export const factLabel = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

export const factValue = style({ margin: 0 });

// The phone number and the e-mail address are links: targets of 44 px too.
globalStyle(`${factValue} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: TARGET,
  minHeight: TARGET,
  color: vars.color.text.inverse,
});
globalStyle(`${factValue} a:focus-visible`, { outlineColor: vars.color.text.inverse });

export const copyright = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.inverse,
  opacity: 0.85,
});
