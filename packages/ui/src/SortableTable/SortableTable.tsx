import type { ReactNode } from 'react';
import * as tableStyles from '../DataTable/DataTable.css';
import * as styles from './SortableTable.css';

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and which way. */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface SortableColumn<Row> {
  key: string;
  /** Column heading; also the label of the value in the mobile card form. */
  header: string;
  /** Whether the header offers a sort button. */
  sortable?: boolean;
  align?: 'start' | 'end';
  /** Keeps each cell on one line, the column as wide as its longest value: dates, codes, figures. */
  nowrap?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface SortableTableProps<Row> {
  /** What the table holds; read by assistive technology. */
  caption: string;
  columns: readonly SortableColumn<Row>[];
  /** The rows in the order to show: the caller sorts them (on the server or in memory). */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The current sort; headers say it with `aria-sort`. */
  sort?: TableSort;
  /** Called with the sort a header's button asks for. */
  onSortChange?: (sort: TableSort) => void;
  /** Shown in place of rows when there are none. */
  emptyText: string;
  /**
   * The accessible name of a header's sort button, e.g. `(header, next) => \`${header}: ${next === 'ascending' ?
   * '오름차순' : '내림차순'} 정렬\``. Keep the header in it (the visible text must be part of the name).
   * Without it the button is named by the header alone and `aria-sort` tells the state.
   */
  sortLabel?: (header: string, next: SortDirection) => string;
}

/** The direction a click on a column's button asks for: the other way if it is the sorted column, else up. */
export function nextSortDirection(sort: TableSort | undefined, key: string): SortDirection {
  return sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending';
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg className={styles.icon} data-direction={direction ?? 'none'} viewBox="0 0 12 16" aria-hidden="true">
      <path className={styles.iconUp} d="M6 1 10.5 6.5h-9z" />
      <path className={styles.iconDown} d="M6 15 1.5 9.5h9z" />
    </svg>
  );
}

/**
 * A table whose headers sort it: a button in each sortable header, `aria-sort` on the sorted one. The sort is
 * controlled: the caller keeps it and sorts the rows. On small screens rows become cards and the sort buttons a
 * row of chips above them.
 */
export function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  emptyText,
  sortLabel,
}: SortableTableProps<Row>) {
  return (
    <div className={tableStyles.wrapper} data-mobile-layout="cards">
      <table className={tableStyles.table}>
        <caption className={tableStyles.hiddenCaption}>{caption}</caption>
        <thead
          className={styles.head}
          data-sortable={columns.some((column) => column.sortable) ? 'true' : 'false'}
        >
          <tr className={styles.headRow}>
            {columns.map((column) => {
              const align = column.align ?? 'start';
              if (!column.sortable) {
                return (
                  <th key={column.key} scope="col" className={styles.headerCell} data-align={align}>
                    {column.header}
                  </th>
                );
              }
              const direction = sort?.key === column.key ? sort.direction : undefined;
              const next = nextSortDirection(sort, column.key);
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={styles.headerCell}
                  data-align={align}
                  data-sortable="true"
                  aria-sort={direction ?? 'none'}
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    data-active={direction ? 'true' : undefined}
                    aria-label={sortLabel?.(column.header, next)}
                    onClick={() => onSortChange?.({ key: column.key, direction: next })}
                  >
                    {column.header}
                    <SortIcon direction={direction} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className={tableStyles.row}>
              <td colSpan={columns.length} className={tableStyles.emptyCell}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={tableStyles.row}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={tableStyles.cell}
                    data-align={column.align ?? 'start'}
                    data-label={column.header}
                    data-nowrap={column.nowrap ? '' : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
