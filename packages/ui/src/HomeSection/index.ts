export { HomeSection, type HomeSectionProps, Lines, MoreLink, type MoreLinkProps } from './HomeSection';
