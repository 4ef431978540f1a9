export { type ThumbnailLink, ThumbnailLinks, type ThumbnailLinksProps } from './ThumbnailLinks';
