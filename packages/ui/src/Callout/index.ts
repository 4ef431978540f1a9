export { Callout, type CalloutProps } from './Callout';
