export { SymbolRow, type SymbolRowProps } from './SymbolRow';
