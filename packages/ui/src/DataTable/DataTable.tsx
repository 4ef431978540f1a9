import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ScrollArea } from '../ScrollArea';
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
   * announcements); `scroll` keeps the grid and scrolls it sideways inside a named, focusable region
   * (comparison tables), its first column staying in place and a fade with an arrow marking more columns.
   */
  mobileLayout?: 'cards' | 'scroll';
  /** Names the scroll region when the caption is not plain text (`mobileLayout="scroll"`). */
  scrollLabel?: string;
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
  scrollLabel,
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
  const wrapperClass = clsx(styles.wrapper, className);
  if (mobileLayout === 'scroll') {
    // A focusable, named scroll region lets keyboard users scroll a wide table sideways; a fade and an arrow
    // at the end say that more columns follow, and the first column stays in place.
    return (
      <ScrollArea
        className={wrapperClass}
        data-mobile-layout="scroll"
        label={typeof caption === 'string' ? caption : scrollLabel}
        hideStartCue
      >
        {table}
      </ScrollArea>
    );
  }
  return (
    <div className={wrapperClass} data-mobile-layout="cards">
      {table}
    </div>
  );
}
