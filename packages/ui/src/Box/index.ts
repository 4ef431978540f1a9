export { Box, type BoxElement, type BoxProps, type LayoutProps } from './Box';
