import { media, vars } from '@company/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const head = style({
  background: vars.color.surface.subtle,
  '@media': {
    [media.belowTablet]: {
      display: 'block',
      background: 'none',
      selectors: {
        // Without a sort button there is nothing to show above the cards; the headers stay for screen readers.
        '&[data-sortable="false"]': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        },
      },
    },
  },
});

/** On small screens the header row becomes a row of sort chips above the cards. */
export const headRow = style({
  '@media': {
    [media.belowTablet]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: vars.space[2],
      paddingBlock: vars.space[3],
      borderBottom: `1px solid ${vars.color.border.strong}`,
    },
  },
});

export const headerCell = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  textAlign: 'start',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-sortable="true"]': { paddingBlock: vars.space[1], paddingInline: vars.space[2] },
  },
  '@media': {
    [media.belowTablet]: { display: 'block', padding: 0, border: 'none' },
  },
});

// A column without a sort button has nothing to offer above the cards: each card names its values.
globalStyle(`${headerCell}:not([data-sortable="true"])`, {
  '@media': {
    [media.belowTablet]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.25rem',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.neutral[100], color: vars.color.text.primary },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[data-active="true"]': { color: vars.color.brand.primaryHover },
  },
  '@media': {
    [media.belowTablet]: {
      minHeight: '2.5rem',
      paddingInline: vars.space[3],
      borderColor: vars.color.border.strong,
      borderRadius: vars.radius.pill,
      background: vars.color.surface.page,
      selectors: {
        '&[data-active="true"]': {
          borderColor: vars.color.brand.primary,
          background: vars.color.brand.gradientSoft,
        },
      },
    },
  },
});

export const icon = style({ width: '0.625rem', height: '0.875rem', flexShrink: 0, fill: 'currentColor' });
export const iconUp = style({ opacity: 0.3 });
export const iconDown = style({ opacity: 0.3 });
globalStyle(
  `${icon}[data-direction="ascending"] ${iconUp}, ${icon}[data-direction="descending"] ${iconDown}`,
  {
    opacity: 1,
  },
);
