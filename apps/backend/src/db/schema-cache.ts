import type { Queryable } from './database';

export interface ColumnInfo {
  name: string;
  /** The SQL type as `format_type` spells it, e.g. `bigint`, `timestamp with time zone`. */
  type: string;
  isArray: boolean;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
}

/** The tables and views of the exposed schema: user text is checked against this before any SQL. */
export class SchemaCache {
  constructor(private readonly tables: Map<string, TableInfo>) {}

  static async load(db: Queryable, schema = 'public'): Promise<SchemaCache> {
    const { rows } = await db.query<{
      table_name: string;
      column_name: string;
      type: string;
      is_array: boolean;
    }>(
      `select c.relname as table_name, a.attname as column_name,
              format_type(a.atttypid, a.atttypmod) as type, t.typcategory = 'A' as is_array
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         join pg_type t on t.oid = a.atttypid
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
        order by c.relname, a.attnum`,
      [schema],
    );
    const tables = new Map<string, TableInfo>();
    for (const row of rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, columns: new Map() };
        tables.set(row.table_name, table);
      }
      table.columns.set(row.column_name, { name: row.column_name, type: row.type, isArray: row.is_array });
    }
    return new SchemaCache(tables);
  }

  table(name: string): TableInfo | undefined {
    return this.tables.get(name);
  }
}

/** A double-quoted SQL identifier. Only ever called with names found in the schema cache. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
