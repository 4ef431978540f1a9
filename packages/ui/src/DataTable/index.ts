export { DataTable, type DataTableAlign, type DataTableColumn, type DataTableProps } from './DataTable';
