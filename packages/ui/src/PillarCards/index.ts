export { type Pillar, PillarCards, type PillarCardsProps } from './PillarCards';
