export { type LinkCard, LinkCards, type LinkCardsProps, TableLink, type TableLinkProps } from './LinkCards';
