export { type RowActionItem, RowActions, type RowActionsProps } from './RowActions';
