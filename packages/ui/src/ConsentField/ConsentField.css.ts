import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  margin: 0,
  padding: vars.space[6],
  minWidth: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.subtle,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  selectors: { '&[data-invalid="true"]': { borderColor: vars.color.status.error } },
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
  wordBreak: 'keep-all',
});

export const terms = style({
  clear: 'both',
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.page,
  overflow: 'hidden',
  '@media': {
    'screen and (max-width: 767.98px)': { gridTemplateColumns: '1fr' },
  },
});

const cell = {
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  borderTop: `1px solid ${vars.color.border.subtle}`,
} as const;

export const term = style({
  ...cell,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  background: vars.color.neutral[100],
  selectors: { '&:first-of-type': { borderTop: 'none' } },
  '@media': {
    'screen and (max-width: 767.98px)': {
      paddingBottom: vars.space[1],
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const definition = style({
  ...cell,
  color: vars.color.text.secondary,
  selectors: { '&:first-of-type': { borderTop: 'none' } },
  '@media': {
    'screen and (max-width: 767.98px)': {
      borderTop: 'none',
      paddingTop: 0,
      background: vars.color.neutral[50],
    },
  },
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.muted,
  wordBreak: 'keep-all',
});

export const link = style({
  alignSelf: 'flex-start',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
});

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text.primary,
  cursor: 'pointer',
  wordBreak: 'keep-all',
});

export const box = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.1rem',
  accentColor: vars.color.brand.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.status.error,
  fontWeight: vars.font.weight.semibold,
});
