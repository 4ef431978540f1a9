export { FallbackText, type FallbackTextProps } from './FallbackText';
