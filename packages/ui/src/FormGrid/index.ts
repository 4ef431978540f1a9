export { FormGrid, FormGridItem, type FormGridItemProps, type FormGridProps } from './FormGrid';
