import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { control as fieldControl } from '../internal/fieldStyles.css';

export const control = style({ position: 'relative', display: 'flex' });

export const select = style([
  fieldControl,
  {
    appearance: 'none',
    minHeight: '2.75rem',
    paddingInlineEnd: vars.space[10],
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space[4],
  top: '50%',
  width: '0.6rem',
  height: '0.6rem',
  borderInlineEnd: `2px solid ${vars.color.text.secondary}`,
  borderBottom: `2px solid ${vars.color.text.secondary}`,
  transform: 'translateY(-70%) rotate(45deg)',
  pointerEvents: 'none',
});
