export { LogoPlate, type LogoPlateProps, LogoPlates } from './LogoPlate';
