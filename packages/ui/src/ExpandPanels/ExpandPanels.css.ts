import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Structural sizes of the panels (not token values): desktop row height, mobile closed/open heights. */
const DESKTOP_HEIGHT = '34rem';
const MOBILE_CLOSED_HEIGHT = '5rem';
const MOBILE_OPEN_HEIGHT = '26rem';

const ease = `${vars.motion.duration.slow} ${vars.motion.easing.emphasized}`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': {
    [media.desktop]: { flexDirection: 'row', height: DESKTOP_HEIGHT, gap: vars.space[4] },
  },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  // The drawing paints under the text box's solid surface (z-index -1 inside this stacking context).
  isolation: 'isolate',
  height: MOBILE_CLOSED_HEIGHT,
  transition: `height ${ease}, flex-grow ${ease}`,
  selectors: { '&[data-state="open"]': { height: MOBILE_OPEN_HEIGHT } },
  '@media': {
    [media.desktop]: {
      height: 'auto',
      flex: '1 1 0',
      minWidth: 0,
      selectors: { '&[data-state="open"]': { height: 'auto', flexGrow: 4 } },
    },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
  zIndex: -1,
  transition: `transform ${ease}`,
  selectors: { [`${item}[data-state="open"] &`]: { transform: 'scale(1.03)' } },
});

/**
 * Every panel's text (its title, and the open panel's description and link) sits on one solid box at the
 * bottom of the panel, the same in each: no wash over the drawing, nothing of it between the text and the link.
 */
const textSurface = vars.color.surface.inverse;

// Not positioned: the trigger's ::after then spans the whole panel, not just the heading.
export const header = style({
  margin: 0,
  background: textSurface,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.desktop]: { fontSize: vars.font.size['2xl'] } },
});

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: MOBILE_CLOSED_HEIGHT,
  padding: `${vars.space[4]} ${vars.space[6]}`,
  cursor: 'pointer',
  color: vars.color.text.inverse,
  // The closed panel is one big target: the trigger's hit area covers it.
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&[data-state="open"]': { cursor: 'default' },
    '&[data-state="open"]::after': { display: 'none' },
  },
});

globalStyle(`${trigger}:focus-visible`, {
  outline: `3px solid ${vars.color.text.inverse}`,
  outlineOffset: '-6px',
  borderRadius: vars.radius.md,
});

export const title = style({ position: 'relative', overflowWrap: 'anywhere' });

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  padding: `0 ${vars.space[6]} ${vars.space[6]}`,
  background: textSurface,
  // Radix keeps a closed panel's (empty) content element with the hidden attribute.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const description = style({
  maxWidth: vars.layout.readingMax,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space[2]} ${vars.space[5]}`,
  border: `1px solid ${vars.color.text.inverse}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.text.inverse, color: vars.color.brand.deep },
  },
});

globalStyle(`${link}:focus-visible`, { outlineColor: vars.color.text.inverse });
