import { vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const main = style({ minHeight: '60vh', paddingTop: vars.layout.headerHeight });
export const mainHome = style({ minHeight: '60vh' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space[4],
  top: `calc(-1 * ${vars.space[16]})`,
  zIndex: vars.zIndex.dialog,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.surface.page,
  color: vars.color.text.primary,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  ':focus': { top: vars.space[4] },
});

/** The wordmark is navy on the page and white over the home hero while the header is transparent. */
export const headerLogo = style({
  color: vars.color.brand.deep,
  transition: `color ${vars.motion.duration.fast}`,
});
globalStyle(`[data-transparent="true"] ${headerLogo}`, { color: vars.color.text.inverse });
