export { NumberedList, type NumberedListProps } from './NumberedList';
