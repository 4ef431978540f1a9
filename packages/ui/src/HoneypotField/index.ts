export { HoneypotField, type HoneypotFieldProps } from './HoneypotField';
