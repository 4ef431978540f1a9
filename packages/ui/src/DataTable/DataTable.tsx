import type { ReactNode } from 'react';
import * as styles from './DataTable.css';

export type DataTableAlign = 'start' | 'center' | 'end';

export interface DataTableColumn<Row> {
  id: string;
  /** Column heading; also the label of the value in the mobile card form. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  align?: DataTableAlign;
  /** A CSS width for the column on wide screens, e.g. '6rem' or '15%'. */
  width?: string;
  /** Keeps each cell on one line, the column as wide as its longest value: dates, codes, figures. */
  nowrap?: boolean;
  /** Marks the cells of this column as row headers (`<th scope="row">`), e.g. the subject or product name. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row, index: number) => string | number;
  /** What the table holds; read by assistive technology. */
  caption: ReactNode;
  /** Keep the caption for assistive technology only. */
  hideCaption?: boolean;
  /** Shown in place of rows when there are none. */
  emptyText?: ReactNode;
  /**
   * Small-screen form: `cards` stacks each row as a card of label/value pairs (lists such as the
   * announcements); `scroll` keeps the grid and scrolls it sideways (comparison tables).
   */
  mobileLayout?: 'cards' | 'scroll';
  className?: string;
}

/** A typed table: columns with a header, a cell renderer and an alignment; a caption; a mobile form. */
export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = false,
  emptyText,
  mobileLayout = 'cards',
  className,
}: DataTableProps<Row>) {
  const table = (
    <table className={styles.table}>
      <caption className={hideCaption ? styles.hiddenCaption : styles.caption}>{caption}</caption>
      <colgroup>
        {columns.map((column) => (
          <col key={column.id} style={column.width ? { width: column.width } : undefined} />
        ))}
      </colgroup>
      <thead className={styles.head}>
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className={styles.headerCell}
              data-align={column.align ?? 'start'}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && emptyText !== undefined ? (
          <tr className={styles.row}>
            <td colSpan={columns.length} className={styles.emptyCell}>
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={getRowKey(row, index)} className={styles.row}>
              {columns.map((column) => {
                const props = {
                  className: styles.cell,
                  'data-align': column.align ?? 'start',
                  'data-label': column.header,
                  'data-nowrap': column.nowrap ? '' : undefined,
                };
                return column.rowHeader ? (
                  <th key={column.id} scope="row" {...props}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.id} {...props}>
                    {column.cell(row, index)}
                  </td>
                );
              })}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  const wrapperClass = [styles.wrapper, className].filter(Boolean).join(' ');
  if (mobileLayout === 'scroll') {
    // A focusable, named scroll region lets keyboard users scroll a wide table sideways.
    return (
      <section
        className={wrapperClass}
        data-mobile-layout="scroll"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-label={typeof caption === 'string' ? caption : undefined}
      >
        {table}
      </section>
    );
  }
  return (
    <div className={wrapperClass} data-mobile-layout="cards">
      {table}
    </div>
  );
}
