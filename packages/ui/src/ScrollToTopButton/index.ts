export { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
export { ScrollToTopButton, type ScrollToTopButtonProps } from './ScrollToTopButton';
export { useScrolledPast } from './useScrolledPast';
