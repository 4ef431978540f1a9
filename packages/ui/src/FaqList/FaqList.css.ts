import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const empty = style({
  margin: 0,
  padding: `${vars.space[12]} ${vars.space[6]}`,
  textAlign: 'center',
  borderTop: `2px solid ${vars.color.brand.deep}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const item = style({ borderBottom: `1px solid ${vars.color.border.subtle}` });

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const button = style({
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

export const mark = style({
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

export const category = style({
  gridArea: 'category',
  fontSize: vars.font.size.sm,
  color: vars.color.brand.primary,
  fontWeight: vars.font.weight.semibold,
});

export const question = style({
  gridArea: 'question',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const chevron = style({
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

export const answer = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  padding: `${vars.space[6]} ${vars.space[2]}`,
  background: vars.color.surface.subtle,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [media.tablet]: { padding: `${vars.space[6]} ${vars.space[4]}` } },
});

globalStyle(`${answer} p`, {
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const markAnswer = style([
  mark,
  { gridArea: 'auto', background: vars.color.brand.accent, color: vars.color.brand.deep },
]);
