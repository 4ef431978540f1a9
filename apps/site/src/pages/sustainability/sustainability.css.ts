import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** Overview: E, S and G as three large letter cards. */
export const pillars = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const pillar = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[4],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  minHeight: '16rem',
});

export const pillarLetter = style({
  fontSize: vars.font.size['6xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brand.accent}, ${vars.color.neutral[0]})`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

export const pillarTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const pillarText = style({ margin: 0, color: 'rgba(255, 255, 255, 0.85)' });

export const pillarLink = style({
  justifySelf: 'start',
  color: vars.color.text.inverse,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: '4px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand.accent}`, outlineOffset: '3px' } },
});

export const report = style({
  display: 'grid',
  gap: vars.space[3],
  padding: `${vars.space[10]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.gradientSoft,
  '@media': { [media.desktop]: { padding: `${vars.space[12]} ${vars.space[12]}` } },
});

export const reportTitle = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});

/** Certificates: badges with a seal-like mark. */
export const certificates = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))' } },
});

export const certificate = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
});

export const seal = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brand.primary}`,
  color: vars.color.brand.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const certificateName = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const certificateText = style({ margin: 0, color: vars.color.text.secondary });

/** Social: the five values spell ALIVE, one large letter per column. */
export const alive = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderTop: `2px solid ${vars.color.brand.deep}`,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const aliveItem = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  alignContent: 'start',
  padding: `${vars.space[6]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '1fr',
      padding: `${vars.space[8]} ${vars.space[5]} ${vars.space[10]}`,
      borderBottom: 'none',
      borderInlineStart: `1px solid ${vars.color.border.subtle}`,
      selectors: { '&:first-child': { borderInlineStart: 'none', paddingInlineStart: 0 } },
    },
  },
});

export const aliveLetter = style({
  gridRow: 'span 3',
  fontSize: vars.font.size['5xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  backgroundImage: vars.color.brand.gradient,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { [media.desktop]: { gridRow: 'auto', fontSize: vars.font.size['6xl'] } },
});

export const aliveWord = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  color: vars.color.brand.primary,
});

export const aliveTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const aliveText = style({ margin: 0, color: vars.color.text.secondary });

/** Governance */
export const boardLayout = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 4fr)', alignItems: 'start' },
  },
});

export const auditorCard = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const auditorLabel = style({
  fontSize: vars.font.size.sm,
  color: vars.color.brand.accent,
  fontWeight: vars.font.weight.semibold,
});

export const auditorName = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });

export const auditorText = style({ margin: 0, color: 'rgba(255, 255, 255, 0.85)' });
