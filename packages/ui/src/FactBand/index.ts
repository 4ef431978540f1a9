export { type Fact, FactBand, type FactBandProps } from './FactBand';
