export { CtaBand, type CtaBandProps } from './CtaBand';
