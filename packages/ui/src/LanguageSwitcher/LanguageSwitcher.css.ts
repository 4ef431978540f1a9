import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

const TARGET = '2.75rem';

export const root = style({ position: 'relative', display: 'inline-block' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: TARGET,
  padding: `0 ${vars.space[3]}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
  flexShrink: 0,
});

export const chevron = style({
  width: '0.45rem',
  height: '0.45rem',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-2px) rotate(45deg)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&[data-open="true"]': { transform: 'translateY(2px) rotate(-135deg)' } },
});

export const list = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space[2]})`,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.dropdown,
  minWidth: '100%',
  margin: 0,
  padding: vars.space[1],
  listStyle: 'none',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'block',
  width: '100%',
  minHeight: TARGET,
  padding: `0 ${vars.space[4]}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  selectors: {
    '&:hover': { background: vars.color.surface.subtle },
    '&[aria-current="true"]': { color: vars.color.brand.primary },
  },
});
