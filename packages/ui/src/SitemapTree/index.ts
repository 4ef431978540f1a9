export { type SitemapNode, SitemapTree, type SitemapTreeProps } from './SitemapTree';
