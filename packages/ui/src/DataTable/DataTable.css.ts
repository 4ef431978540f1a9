import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** A comparison table below this width scrolls sideways instead of squeezing its columns. */
const SCROLL_MIN_WIDTH = '40rem';

export const wrapper = style({ width: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderTop: `2px solid ${vars.color.text.primary}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  selectors: {
    [`${wrapper}[data-mobile-layout="scroll"] &`]: { minWidth: SCROLL_MIN_WIDTH },
  },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space[3],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const hiddenCaption = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const head = style({ background: vars.color.surface.subtle });

export const headerCell = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&:hover': { background: vars.color.surface.subtle } },
});

export const cell = style({
  padding: `${vars.space[4]} ${vars.space[4]}`,
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.primary,
  verticalAlign: 'middle',
  // A long word or figure breaks rather than spill out of its cell.
  overflowWrap: 'break-word',
  selectors: { '&[data-nowrap]': { whiteSpace: 'nowrap', overflowWrap: 'normal' } },
});

export const emptyCell = style({
  padding: `${vars.space[12]} ${vars.space[4]}`,
  textAlign: 'center',
  color: vars.color.text.muted,
});

for (const align of ['start', 'center', 'end'] as const) {
  globalStyle(`${headerCell}[data-align="${align}"], ${cell}[data-align="${align}"]`, { textAlign: align });
}

// The scroll form: the first column (what each row is) stays in place while the others scroll under it;
// once scrolled, a rule along its edge shows that columns pass beneath.
const scroll = `${wrapper}[data-mobile-layout="scroll"]`;
globalStyle(`${scroll} tr > :first-child`, {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface.page,
});
globalStyle(`${scroll} thead tr > :first-child`, { background: vars.color.surface.subtle });
globalStyle(`${scroll} ${row}:hover > :first-child`, { background: vars.color.surface.subtle });
globalStyle(`${scroll}[data-overflow-start="true"] tr > :first-child`, {
  boxShadow: `inset -1px 0 0 ${vars.color.border.strong}, 6px 0 8px -6px ${vars.color.border.strong}`,
});

// The card form: each row becomes a card of "label  value" lines, the header row is hidden visually.
const cards = `${wrapper}[data-mobile-layout="cards"]`;
globalStyle(`${cards} ${head}`, {
  '@media': {
    [media.belowTablet]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
});
globalStyle(`${cards} ${table}, ${cards} tbody`, {
  '@media': { [media.belowTablet]: { display: 'block' } },
});
globalStyle(`${cards} ${row}`, {
  '@media': {
    [media.belowTablet]: {
      display: 'grid',
      gap: vars.space[1],
      padding: `${vars.space[4]} 0`,
    },
  },
});
globalStyle(`${cards} ${cell}`, {
  '@media': {
    [media.belowTablet]: {
      display: 'grid',
      gridTemplateColumns: '6rem 1fr',
      gap: vars.space[3],
      padding: 0,
      textAlign: 'start',
    },
  },
});
globalStyle(`${cards} ${cell}::before`, {
  '@media': {
    [media.belowTablet]: {
      content: 'attr(data-label)',
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.semibold,
      color: vars.color.text.muted,
    },
  },
});
globalStyle(`${cards} ${emptyCell}`, { '@media': { [media.belowTablet]: { display: 'block' } } });
