export { ProseRow, type ProseRowProps } from './ProseRow';
