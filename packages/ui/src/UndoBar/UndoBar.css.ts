import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const bar = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space[4],
  bottom: vars.space[4],
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderInlineStart: `${vars.space[1]} solid ${vars.color.brand.primary}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.tablet]: { insetInline: 'auto', left: vars.space[6], bottom: vars.space[6], maxWidth: '28rem' },
  },
});

export const message = style({
  flex: '1 1 12rem',
  margin: 0,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', gap: vars.space[2], alignItems: 'center' });
