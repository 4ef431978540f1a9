import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Jobs */
export const jobPanel = style({
  display: 'grid',
  gap: vars.space[10],
  paddingTop: vars.space[10],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gap: vars.space[16] },
  },
});

export const jobIntro = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' });

export const jobTitle = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand.deep,
});

export const jobItems = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' });

export const jobItemsTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.muted,
});

/** Benefits: each group a row, its items a grid beside the group's name. */
export const benefitGroups = style({ display: 'grid' });

export const benefitGroup = style({
  display: 'grid',
  gap: vars.space[6],
  padding: `${vars.space[10]} 0`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { borderTop: `2px solid ${vars.color.brand.deep}` } },
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 8fr)', gap: vars.space[12] },
  },
});

export const benefitHead = style({ display: 'grid', gap: vars.space[2], alignContent: 'start' });

export const benefitTitle = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});

export const benefitSubtitle = style({ margin: 0, color: vars.color.text.secondary });

export const benefitItems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const benefitItem = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[2],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
});

export const benefitItemTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const benefitItemText = style({ margin: 0, color: vars.color.text.secondary });

/** Process: a horizontal stepper on desktop, a vertical one on mobile. */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 0 } },
});

export const step = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
  '@media': {
    [media.desktop]: {
      borderRadius: 0,
      borderInlineStart: 'none',
      minHeight: '15rem',
      selectors: {
        '&:first-child': {
          borderInlineStart: `1px solid ${vars.color.border.subtle}`,
          borderStartStartRadius: vars.radius.lg,
          borderEndStartRadius: vars.radius.lg,
        },
        '&:last-child': {
          borderStartEndRadius: vars.radius.lg,
          borderEndEndRadius: vars.radius.lg,
          background: vars.color.surface.inverse,
          color: vars.color.text.inverse,
        },
      },
    },
  },
});

export const stepNumber = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  color: vars.color.brand.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const stepLabel = style({ fontSize: vars.font.size.xs, letterSpacing: '0.12em' });

export const stepTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const stepText = style({ margin: 0, color: 'inherit', opacity: 0.85, fontSize: vars.font.size.sm });

globalStyle(`${step}:last-child ${stepNumber}`, {
  '@media': { [media.desktop]: { color: vars.color.brand.accent } },
});

/** FAQ */
export const faqTools = style({
  minWidth: 0,
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const faqSearch = style({ width: '100%', minWidth: 0, maxWidth: '40rem' });
globalStyle(`${faqSearch} input`, { minWidth: 0, width: '100%' });

export const faqCount = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const faqEmpty = style({
  margin: 0,
  padding: `${vars.space[12]} ${vars.space[6]}`,
  textAlign: 'center',
  borderTop: `2px solid ${vars.color.brand.deep}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
});

export const faqList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const faqItem = style({ borderBottom: `1px solid ${vars.color.border.subtle}` });

export const faqHeading = style({ margin: 0, fontSize: 'inherit' });

export const faqButton = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"mark category chevron" "mark question chevron"',
  alignItems: 'center',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  width: '100%',
  padding: `${vars.space[6]} ${vars.space[2]}`,
  border: 'none',
  background: 'none',
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
  },
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto 6rem 1fr auto',
      gridTemplateAreas: '"mark category question chevron"',
      padding: `${vars.space[6]} ${vars.space[4]}`,
    },
  },
});

export const faqMark = style({
  gridArea: 'mark',
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand.deep,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.bold,
});

export const faqCategory = style({
  gridArea: 'category',
  fontSize: vars.font.size.sm,
  color: vars.color.brand.primary,
  fontWeight: vars.font.weight.semibold,
});

export const faqQuestion = style({
  gridArea: 'question',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const faqChevron = style({
  gridArea: 'chevron',
  width: '0.75rem',
  height: '0.75rem',
  borderInlineEnd: `2px solid ${vars.color.text.muted}`,
  borderBottom: `2px solid ${vars.color.text.muted}`,
  transform: 'rotate(45deg)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-open="true"]': { transform: 'rotate(-135deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const faqAnswer = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  padding: `${vars.space[6]} ${vars.space[2]}`,
  background: vars.color.surface.subtle,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.tablet]: { padding: `${vars.space[6]} ${vars.space[4]}` } },
});

globalStyle(`${faqAnswer} p`, {
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const faqMarkAnswer = style([
  faqMark,
  { gridArea: 'auto', background: vars.color.brand.accent, color: vars.color.brand.deep },
]);
