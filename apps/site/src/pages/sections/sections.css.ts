import { media, vars } from '@company/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** A page section: a thin rule on top, a heading block, then its body. */
export const section = style({
  display: 'grid',
  gap: vars.space[8],
  paddingTop: vars.space[10],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space[6]})`,
  '@media': { [media.desktop]: { gap: vars.space[10] } },
});

export const sectionBare = style([section, { borderTop: 'none', paddingTop: 0 }]);

/** Heading on the left, lead on the right on wide screens. */
export const sectionHeader = style({
  display: 'grid',
  gap: vars.space[3],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      columnGap: vars.space[16],
      alignItems: 'end',
    },
  },
});

export const headingGroup = style({ display: 'grid', gap: vars.space[2], alignContent: 'start' });

export const eyebrow = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: vars.color.brand.primary,
});

export const sectionTitle = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});

export const sectionLead = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  maxWidth: '44em',
  '@media': { [media.desktop]: { fontSize: vars.font.size.lg } },
});

/** The statement that opens a page: a large heading and a lead. */
export const statement = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)',
      columnGap: vars.space[16],
      alignItems: 'end',
    },
  },
});

export const statementSolo = style({ display: 'grid', maxWidth: '48rem' });

export const statementTitle = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
  '@media': {
    [media.tablet]: { fontSize: vars.font.size['3xl'], lineHeight: vars.font.lineHeight.tight },
    [media.desktop]: { fontSize: vars.font.size['4xl'] },
  },
});

export const statementLead = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const prose = style({ display: 'grid', gap: vars.space[4], maxWidth: '46em' });
globalStyle(`${prose} p`, {
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

/** A grid of cards separated by thin rules (no boxes): calm and precise. */
export const ruledGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const ruledGridColumns = styleVariants({
  1: {},
  2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
  3: {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
  4: {
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

export const ruledItem = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  padding: `${vars.space[6]} 0 ${vars.space[8]}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space[8]} ${vars.space[6]} ${vars.space[10]} 0` },
  },
});

export const itemIndex = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brand.primary,
});

export const itemTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
});

export const itemText = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.body,
});

/** A framed illustration. */
export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const figureImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const figureCaption = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

/** A band of key figures on the soft brand gradient. */
export const factBand = style({
  display: 'grid',
  gap: vars.space[6],
  padding: `${vars.space[10]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.gradientSoft,
  '@media': { [media.desktop]: { padding: `${vars.space[12]} ${vars.space[12]}` } },
});

export const factList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[6],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  paddingInlineStart: vars.space[4],
  borderInlineStart: `2px solid ${vars.color.brand.accent}`,
});

export const factLabel = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const factValue = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand.deep,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});

export const note = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });

/** Onward links: a row of bordered links with an arrow. */
export const linkRow = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
});

export const arrowLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[5]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.brand.primary, color: vars.color.brand.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const arrow = style({ color: vars.color.brand.primary });

export const primaryLink = style([
  arrowLink,
  {
    background: vars.color.brand.primary,
    borderColor: vars.color.brand.primary,
    color: vars.color.text.inverse,
    selectors: {
      '&:hover': { background: vars.color.brand.primaryHover, color: vars.color.text.inverse },
    },
  },
]);

/** Two columns on wide screens: a figure and its text. */
export const split = style({
  display: 'grid',
  gap: vars.space[10],
  alignItems: 'center',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space[16] },
  },
});

export const bulletList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const bullet = style({
  position: 'relative',
  paddingInlineStart: vars.space[6],
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.body,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: '0.7em',
    width: vars.space[3],
    height: '2px',
    background: vars.color.brand.accent,
  },
});
