import { clsx } from 'clsx';
import { Box, type BoxProps } from '../Box';
import { cardFrame } from '../internal/layout.css';

export interface CardProps extends Omit<BoxProps, 'padding' | 'paddingBlock' | 'paddingInline'> {
  /** `outline` (default): a hairline border on the page's surface; `inverse`: the dark surface. */
  tone?: 'outline' | 'inverse';
}

/** A card's frame (padding, corners, surface) around any content; its layout comes from the Box props. */
export function Card({ tone = 'outline', className, ...props }: CardProps) {
  return <Box {...props} className={clsx(cardFrame({ tone }), className)} />;
}
