export { ArrowLink, type ArrowLinkProps } from './ArrowLink';
