export { ItemList, ItemListRow, type ItemListRowProps } from './ItemList';
