import { media, vars } from '@company/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

const koreanText = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

const band = {
  paddingBlock: vars.space[16],
  '@media': { [media.desktop]: { paddingBlock: vars.space[24] } },
} as const;

export const section = styleVariants({
  plain: band,
  subtle: { ...band, background: vars.color.surface.subtle },
});

export const inner = style({
  width: '100%',
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  paddingInline: vars.layout.gutter,
  boxSizing: 'border-box',
  display: 'grid',
  // minmax(0, 1fr): a carousel's wide track must not widen the column past the screen.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[10],
  '@media': { [media.desktop]: { gap: vars.space[12] } },
});

export const header = style({
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'end',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space[8] },
  },
});

export const headerText = style({ display: 'grid', gap: vars.space[3], maxWidth: '46rem' });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.16em',
  color: vars.color.brand.primary,
});

export const title = style({
  ...koreanText,
  margin: 0,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.brand.deep,
  '@media': { [media.desktop]: { fontSize: vars.font.size['4xl'] } },
});

export const description = style({
  ...koreanText,
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.secondary,
});

export const moreLink = style({
  ...koreanText,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  justifySelf: 'start',
  padding: `${vars.space[3]} ${vars.space[5]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand.deep,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  ':hover': { background: vars.color.brand.deep, color: vars.color.text.inverse },
});

/** Keeps the text's own line breaks (a hero title written on two lines). */
export const lines = style({ whiteSpace: 'pre-line', ...koreanText });
