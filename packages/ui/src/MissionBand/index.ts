export { MissionBand, type MissionBandProps, type MissionStatement } from './MissionBand';
