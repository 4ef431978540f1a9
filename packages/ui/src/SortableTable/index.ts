export {
  type SortableColumn,
  SortableTable,
  type SortableTableProps,
  type SortDirection,
  type TableSort,
} from './SortableTable';
