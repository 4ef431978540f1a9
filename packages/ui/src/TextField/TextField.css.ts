import { vars } from '@company/tokens';
import { style } from '@vanilla-extract/css';
import { control } from '../internal/fieldStyles.css';

export const input = style([control, { minHeight: '2.75rem', lineHeight: vars.font.lineHeight.tight }]);
