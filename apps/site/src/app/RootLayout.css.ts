import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

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
