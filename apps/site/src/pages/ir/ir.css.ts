import { media, vars } from '@company/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const koreanText = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[16],
  minWidth: 0,
});

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const sectionTitle = style({
  ...koreanText,
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
});

export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const lead = style({
  ...koreanText,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
});

export const prose = style({
  ...koreanText,
  display: 'grid',
  gap: vars.space[4],
  maxWidth: vars.layout.readingMax,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.secondary,
});
globalStyle(`${prose} p`, { margin: 0 });

export const notice = style({
  ...koreanText,
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  background: vars.color.surface.subtle,
  borderLeft: `3px solid ${vars.color.brand.accent}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

/* Figures: a grid of label/value tiles separated by thin rules. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  borderTop: `2px solid ${vars.color.brand.deep}`,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  padding: `${vars.space[5]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:nth-child(odd)': { borderRight: `1px solid ${vars.color.border.subtle}` } },
  '@media': {
    [media.desktop]: {
      selectors: {
        '&:nth-child(odd)': { borderRight: 'none' },
        '&:not(:nth-child(4n))': { borderRight: `1px solid ${vars.color.border.subtle}` },
      },
    },
  },
});

export const figureLabel = style({
  ...koreanText,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  overflowWrap: 'normal',
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [media.tablet]: { fontSize: vars.font.size['2xl'] },
    [media.desktop]: { fontSize: vars.font.size['3xl'] },
  },
});

export const direction = styleVariants({
  up: { color: vars.color.status.error },
  down: { color: vars.color.brand.primary },
  flat: {},
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/* Link lists: downloads and shortcuts. */
export const linkList = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const linkCard = style({
  ...koreanText,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  minHeight: '4.5rem',
  padding: `${vars.space[4]} ${vars.space[5]}`,
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  ':hover': { borderColor: vars.color.brand.primary, color: vars.color.brand.primary },
});

export const linkMeta = style({
  display: 'block',
  marginTop: vars.space[1],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.muted,
});

export const linkArrow = style({ flex: 'none', color: vars.color.brand.primary });

export const tableLink = style({
  ...koreanText,
  color: vars.color.text.primary,
  textDecoration: 'none',
  ':hover': { color: vars.color.brand.primary, textDecoration: 'underline' },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
});

/* The shareholder notices: one disclosure per notice. */
export const notices = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const notice_item = style({ borderBottom: `1px solid ${vars.color.border.subtle}` });

export const summary = style({
  ...koreanText,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[5]} ${vars.space[2]}`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surface.subtle },
  },
});

export const summaryTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand.deep,
});

export const summaryMeta = style({
  gridColumn: '1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const chevron = style({
  gridColumn: '2',
  gridRow: '1 / span 2',
  width: '0.6rem',
  height: '0.6rem',
  borderRight: `2px solid ${vars.color.text.secondary}`,
  borderBottom: `2px solid ${vars.color.text.secondary}`,
  transform: 'rotate(45deg)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { 'details[open] &': { transform: 'rotate(-135deg)' } },
});

export const noticeBody = style({
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[8]}`,
  borderTop: `1px dashed ${vars.color.border.subtle}`,
});
