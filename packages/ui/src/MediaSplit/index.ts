export { MediaSplit, type MediaSplitProps } from './MediaSplit';
