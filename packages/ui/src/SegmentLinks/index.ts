export { type SegmentLink, SegmentLinks, type SegmentLinksProps } from './SegmentLinks';
