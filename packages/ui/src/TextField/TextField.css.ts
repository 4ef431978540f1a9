import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { control } from '../internal/fieldStyles.css';

export const input = style([control, { minHeight: '2.75rem', lineHeight: vars.font.lineHeight.tight }]);

/** Under the input when it counts: the help and error on the left, the counter on the right. */
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space[4],
});

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const counter = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.muted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const counterOver = style({ color: vars.color.status.error, fontWeight: vars.font.weight.semibold });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
