export { FeatureGrid, type FeatureGridItem, type FeatureGridProps } from './FeatureGrid';
