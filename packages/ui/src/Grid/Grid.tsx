import { Box, type BoxProps } from '../Box';

export interface GridProps extends Omit<BoxProps, 'display'> {}

/**
 * A grid from the tokens: equal columns per breakpoint (`columns={{ tablet: 2, desktop: 3 }}`; one implicit
 * column below the first width given) and a gap from the spacing scale. As a `ul` or `ol`, a list of cards.
 */
export function Grid(props: GridProps) {
  return <Box {...props} display="grid" />;
}
