export { Portrait, type PortraitProps } from './Portrait';
