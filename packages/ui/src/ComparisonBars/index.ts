export { type ComparisonBar, ComparisonBars, type ComparisonBarsProps } from './ComparisonBars';
