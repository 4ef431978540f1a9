import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The introduction's 8:5 illustration, centred and at most 30rem tall, so at most 48rem wide. Its width is
 * given, not left to the image: an image that has not arrived has no width of its own, and the text below
 * moved up by the figure's height until it came (CLS 0.05 on a desktop).
 */
export const wideFigure = style({});
globalStyle(`${wideFigure} img`, { width: 'min(100%, 48rem)', margin: '0 auto' });

/** Intro: a numbered heading on the left, paragraphs on the right, rows separated by rules. */
export const proseRow = style({
  display: 'grid',
  gap: vars.space[5],
  paddingTop: vars.space[10],
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', columnGap: vars.space[16] },
  },
});

/** Vision: the mission and the vision side by side on the brand gradient. */
export const visionBand = style({
  display: 'grid',
  gap: vars.space[8],
  padding: `${vars.space[12]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand.gradient,
  color: vars.color.text.inverse,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { padding: `${vars.space[16]} ${vars.space[12]}`, columnGap: vars.space[16] },
  },
});

export const visionItem = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' });

export const visionLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  color: vars.color.brand.accent,
});

export const visionText = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  '@media': { [media.desktop]: { fontSize: vars.font.size['2xl'] } },
});

export const goalList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  counterReset: 'goal',
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const goal = style({
  display: 'grid',
  gridTemplateColumns: '3rem 1fr',
  alignItems: 'baseline',
  gap: vars.space[4],
  padding: `${vars.space[6]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const goalNumber = style({
  fontSize: vars.font.size.sm,
  color: vars.color.brand.primary,
  fontVariantNumeric: 'tabular-nums',
});

/** History: the year's headline inside the timeline. */
export const yearHeadline = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.deep,
});

export const yearStrip = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const yearStripItem = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[4]} ${vars.space[3]} ${vars.space[5]} 0`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const yearStripYear = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand.primary,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
});

export const yearStripHeadline = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

/** CI: logo plates on light and dark grounds. */
export const plates = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const plate = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '15rem',
  padding: vars.space[10],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
  backgroundImage: `linear-gradient(${vars.color.border.subtle} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border.subtle} 1px, transparent 1px)`,
  backgroundSize: '24px 24px',
});

export const plateDark = style([plate, { background: vars.color.brand.gradient, backgroundSize: 'auto' }]);

export const plateLogo = style({ width: 'min(100%, 20rem)', height: 'auto' });

export const plateLogoInverse = style([plateLogo, { filter: 'brightness(0) invert(1)' }]);

export const plateCaption = style({
  marginTop: vars.space[2],
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const symbolRow = style({
  display: 'grid',
  gap: vars.space[8],
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: '12rem 1fr', gap: vars.space[12] } },
});

export const symbolMark = style({
  width: '12rem',
  height: '12rem',
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const swatches = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const swatch = style({
  display: 'grid',
  gridTemplateRows: '9rem auto',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
});

export const swatchChip = style({ display: 'block' });

export const swatchBody = style({ display: 'grid', gap: vars.space[1], padding: vars.space[5] });

export const swatchHex = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const swatchLabel = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });

/** Leadership: the CEO's letter. */
export const letter = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gap: vars.space[16] },
  },
});

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.brand.deep,
  paddingInlineStart: vars.space[5],
  borderInlineStart: `3px solid ${vars.color.brand.accent}`,
  '@media': { [media.desktop]: { fontSize: vars.font.size['3xl'] } },
});

export const signature = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand.gradient,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const role = style({
  fontSize: vars.font.size.sm,
  color: vars.color.brand.primary,
  fontWeight: vars.font.weight.semibold,
});

/** Location: the map and the contact card. */
export const mapLayout = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 4fr)', alignItems: 'start' },
  },
});

export const contactCard = style({
  display: 'grid',
  gap: vars.space[5],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
});

export const contactTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const contactList = style({ margin: 0, display: 'grid', gap: vars.space[4] });

export const contactRow = style({ display: 'grid', gap: vars.space[1] });

export const contactLabel = style({ fontSize: vars.font.size.sm, color: vars.color.brand.accent });

export const contactValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const contactLink = style({
  color: vars.color.text.inverse,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});

export const notice = style({
  margin: 0,
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderInlineStart: `3px solid ${vars.color.brand.primary}`,
  background: vars.color.surface.subtle,
  color: vars.color.text.secondary,
});
