export { ScrollToTopButton, type ScrollToTopButtonProps } from './ScrollToTopButton';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { useScrolledPast } from './useScrolledPast';
