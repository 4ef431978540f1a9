import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

/** The scrim's navy at `percent` per cent opacity. */
const scrim = (percent: number) =>
  `color-mix(in srgb, ${vars.color.surface.inverse} ${percent}%, transparent)`;

/** Heights the hero keeps below a fixed 80px header, on small and wide screens. */
const MIN_HEIGHT_MOBILE = '18rem';
const MIN_HEIGHT_DESKTOP = '26rem';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: MIN_HEIGHT_MOBILE,
  paddingTop: vars.layout.headerHeight,
  background: vars.color.brand.gradient,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  color: vars.color.text.inverse,
  selectors: {
    // The scrim over an image: the brand's deep navy, dense where the text is and thin where it is not, so
    // the image keeps its colour and white text stays legible on its lightest parts (WCAG AA, 4.5:1). On a
    // phone the text runs the band's width, so the scrim is dense throughout, densest under the text.
    '&[data-has-image="true"]::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      background: `linear-gradient(to top, ${scrim(82)} 0%, ${scrim(66)} 50%, ${scrim(42)} 100%)`,
    },
  },
  '@media': {
    [media.desktop]: {
      minHeight: MIN_HEIGHT_DESKTOP,
      selectors: {
        // On wide screens the text keeps to the left: the scrim thins out to the right, where the art shows.
        '&[data-has-image="true"]::before': {
          background: `linear-gradient(to right, ${scrim(80)} 0%, ${scrim(66)} 40%, ${scrim(50)} 60%, ${scrim(16)} 100%)`,
        },
      },
    },
  },
});

export const inner = style({
  width: '100%',
  maxWidth: vars.layout.contentMax,
  margin: '0 auto',
  padding: `${vars.space[12]} ${vars.layout.gutter} ${vars.space[10]}`,
  display: 'grid',
  gap: vars.space[4],
});

export const compact = style({
  minHeight: 0,
  '@media': { [media.desktop]: { minHeight: 0 } },
});

export const compactInner = style({
  paddingTop: vars.space[6],
  paddingBottom: vars.space[6],
  gap: vars.space[2],
});

export const title = style({
  fontSize: vars.font.size['3xl'],
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  '@media': { [media.desktop]: { fontSize: vars.font.size['5xl'] } },
});

export const description = style({
  maxWidth: vars.layout.readingMax,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  '@media': { [media.desktop]: { fontSize: vars.font.size.lg } },
});

export const breadcrumbs = style({
  marginTop: vars.space[4],
  selectors: { [`${compactInner} &`]: { marginTop: 0 } },
});

export const trail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  selectors: {
    '& + &::before': { content: '"›"', opacity: 0.8 },
  },
});

export const crumbLink = style({
  color: vars.color.text.inverse,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
    '&:focus-visible': { outlineColor: vars.color.text.inverse },
  },
});

export const compactTitle = style({
  fontSize: vars.font.size['2xl'],
  '@media': { [media.desktop]: { fontSize: vars.font.size['4xl'] } },
});
