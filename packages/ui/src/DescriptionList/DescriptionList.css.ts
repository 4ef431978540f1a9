import { media, vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(8rem, 12rem) minmax(0, 1fr)' } },
});

export const term = style({
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]} 0`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  '@media': {
    [media.tablet]: {
      padding: `${vars.space[4]}`,
      borderBottom: `1px solid ${vars.color.border.subtle}`,
      background: vars.color.surface.subtle,
    },
  },
});

export const description = style({
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[4]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.primary,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { padding: vars.space[4] } },
});

export const preformatted = style({ whiteSpace: 'pre-wrap' });
