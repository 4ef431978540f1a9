export { ArrowLink, type ArrowLinkProps } from './ArrowLink';
export { type ArrowGlyph, InlineArrow, type InlineArrowProps } from './InlineArrow';
