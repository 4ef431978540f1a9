import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { control as fieldControl } from '../internal/fieldStyles.css';

export const textarea = style([
  fieldControl,
  {
    minHeight: '12rem',
    lineHeight: vars.font.lineHeight.body,
    resize: 'vertical',
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
  },
]);

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
