export { DataSection, type DataSectionProps } from './DataSection';
