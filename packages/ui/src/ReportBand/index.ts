export { ReportBand, type ReportBandProps } from './ReportBand';
