export { YearStrip, type YearStripEntry, type YearStripProps } from './YearStrip';
