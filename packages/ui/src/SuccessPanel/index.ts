export { SuccessPanel, type SuccessPanelProps } from './SuccessPanel';
