export { type Area, AreaCards, type AreaCardsProps, type AreaLink } from './AreaCards';
