import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `2px solid ${vars.color.brand.deep}`,
});

export const item = style({ borderBottom: `1px solid ${vars.color.border.subtle}` });

export const summary = style({
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[5]} ${vars.space[2]}`,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surface.subtle },
  },
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.brand.deep,
});

export const meta = style({
  gridColumn: '1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const chevron = style({
  gridColumn: '2',
  gridRow: '1 / span 2',
  width: '0.6rem',
  height: '0.6rem',
  borderRight: `2px solid ${vars.color.text.secondary}`,
  borderBottom: `2px solid ${vars.color.text.secondary}`,
  transform: 'rotate(45deg)',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { 'details[open] &': { transform: 'rotate(-135deg)' } },
});

export const body = style({
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[8]}`,
  borderTop: `1px dashed ${vars.color.border.subtle}`,
});
