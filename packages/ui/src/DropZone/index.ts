export type { DropZoneRejection } from './checkFile';
export { DropZone, type DropZoneProps } from './DropZone';
