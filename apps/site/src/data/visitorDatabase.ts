import type { Database } from '@company/database';

type Schema = Database['public'];
type ContentTable = 'news' | 'youtube' | 'announcement' | 'shareholders';

/** `Row` with `Columns` never null. */
type NeverNull<Row, Columns extends keyof Row> = Omit<Row, Columns> & {
  [Column in Columns]: NonNullable<Row[Column]>;
};

/** A table whose rows, as visitors read them, never have `Columns` null. */
type ReadWith<Name extends ContentTable, Columns extends keyof Schema['Tables'][Name]['Row']> = Omit<
  Schema['Tables'][Name],
  'Row'
> & { Row: NeverNull<Schema['Tables'][Name]['Row'], Columns> };

/**
 * The database as visitors read it: the generated `Database`, with the content columns that are never null in
 * what they read although the tables allow null. The database sets `created_at` on every insert through the API
 * and keeps it on update (migration `api_write_rules`); it refuses to publish an item without what its page
 * shows (migration `publish_requirements`: news a thumbnail and a body, e-notices a body), and row-level
 * security shows visitors published items only.
 */
export type VisitorDatabase = {
  public: Omit<Schema, 'Tables'> & {
    Tables: Omit<Schema['Tables'], ContentTable> & {
      news: ReadWith<'news', 'content' | 'thumbnail'>;
      youtube: ReadWith<'youtube', 'created_at'>;
      announcement: ReadWith<'announcement', 'content' | 'created_at'>;
      shareholders: ReadWith<'shareholders', 'created_at'>;
    };
  };
};

/** A content table's row as visitors read it. */
export type VisitorRow<Name extends ContentTable> = VisitorDatabase['public']['Tables'][Name]['Row'];
