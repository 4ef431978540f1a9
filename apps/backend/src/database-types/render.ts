import type { Column, PgType, Relation, SchemaDescription, SqlFunction } from './introspect';

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const STRING = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'uuid',
  'citext',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'bytea',
  'tsvector',
  'tsquery',
  'regclass',
  'xml',
]);

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name.replace(/'/g, "\\'")}'`;
}

function literal(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The TypeScript for a value of `type` in `schema`'s generated `Database`. */
export function tsType(type: PgType, schema: string, relations: readonly Relation[]): string {
  let base: string;
  if (NUMBER.has(type.name)) base = 'number';
  else if (STRING.has(type.name)) base = 'string';
  else if (type.name === 'bool') base = 'boolean';
  else if (type.name === 'json' || type.name === 'jsonb') base = 'Json';
  else if (type.name === 'void') base = 'undefined';
  else if (type.name === 'record') base = 'Record<string, unknown>';
  else if (type.kind === 'e' && type.schema === schema)
    base = `Database['${schema}']['Enums'][${literal(type.name)}]`;
  else if (type.kind === 'c' && type.schema === schema) {
    const relation = relations.find((candidate) => candidate.name === type.name);
    const group = relation?.kind === 'view' ? 'Views' : 'Tables';
    base = relation ? `Database['${schema}']['${group}'][${literal(type.name)}]['Row']` : 'unknown';
  } else base = 'unknown';
  for (let depth = 0; depth < type.arrayDepth; depth++)
    base = base.includes(' ') ? `(${base})[]` : `${base}[]`;
  return base;
}

function emptyMap(): string {
  return '{\n[_ in never]: never;\n}';
}

function objectOf(entries: readonly string[]): string {
  return entries.length === 0 ? emptyMap() : `{\n${entries.join('\n')}\n}`;
}

function renderRelation(relation: Relation, schema: string, relations: readonly Relation[]): string {
  const type = (column: Column, nullable: boolean) =>
    `${tsType(column.type, schema, relations)}${nullable ? ' | null' : ''}`;
  // A view's columns come from its query: Postgres does not say they are never null.
  const row = relation.columns.map(
    (column) => `${key(column.name)}: ${type(column, relation.kind === 'view' || column.nullable)};`,
  );
  const parts = [`Row: ${objectOf(row)};`];
  if (relation.kind === 'table') {
    const insert = relation.columns.map((column) =>
      column.generated
        ? `${key(column.name)}?: never;`
        : `${key(column.name)}${column.nullable || column.hasDefault ? '?' : ''}: ${type(column, column.nullable)};`,
    );
    const update = relation.columns.map((column) =>
      column.generated
        ? `${key(column.name)}?: never;`
        : `${key(column.name)}?: ${type(column, column.nullable)};`,
    );
    parts.push(`Insert: ${objectOf(insert)};`, `Update: ${objectOf(update)};`);
  }
  const relationships = relation.relationships.map(
    (relationship) => `{
foreignKeyName: ${literal(relationship.foreignKeyName)};
columns: [${relationship.columns.map(literal).join(', ')}];
isOneToOne: ${relationship.isOneToOne};
referencedRelation: ${literal(relationship.referencedRelation)};
referencedColumns: [${relationship.referencedColumns.map(literal).join(', ')}];
},`,
  );
  parts.push(
    relationships.length === 0 ? 'Relationships: [];' : `Relationships: [\n${relationships.join('\n')}\n];`,
  );
  return `${key(relation.name)}: {\n${parts.join('\n')}\n};`;
}

/** A function's arguments take null unless it is strict (Postgres passes null in, as a request may send it). */
function renderFunction(fn: SqlFunction, schema: string, relations: readonly Relation[]): string {
  const args =
    fn.args.length === 0
      ? 'never'
      : objectOf(
          fn.args.map(
            (arg) =>
              `${key(arg.name)}${arg.hasDefault ? '?' : ''}: ${tsType(arg.type, schema, relations)}${fn.strict ? '' : ' | null'};`,
          ),
        );
  let returns: string;
  if (fn.tableColumns.length > 0) {
    returns = `${objectOf(fn.tableColumns.map((column) => `${key(column.name)}: ${tsType(column.type, schema, relations)};`))}[]`;
  } else {
    const single = tsType(fn.returns, schema, relations);
    returns = fn.returnsSet ? (single.includes(' ') ? `(${single})[]` : `${single}[]`) : single;
  }
  return `{\nArgs: ${args};\nReturns: ${returns};\n}`;
}

/** The source of `database.ts`: the `Database` type of `schema` and the helper types over it (unformatted). */
export function renderDatabaseTypes(
  description: SchemaDescription,
  command: string,
  schema = 'public',
): string {
  const { relations, functions, enums } = description;
  const tables = relations
    .filter((relation) => relation.kind === 'table')
    .map((relation) => renderRelation(relation, schema, relations));
  const views = relations
    .filter((relation) => relation.kind === 'view')
    .map((relation) => renderRelation(relation, schema, relations));
  const functionNames = [...new Set(functions.map((fn) => fn.name))];
  const functionEntries = functionNames.map((name) => {
    const overloads = functions
      .filter((fn) => fn.name === name)
      .map((fn) => renderFunction(fn, schema, relations));
    return `${key(name)}: ${overloads.join(' | ')};`;
  });
  const enumEntries = enums.map((entry) => `${key(entry.name)}: ${entry.values.map(literal).join(' | ')};`);
  return `// Generated from supabase/migrations by \`${command}\`: do not edit by hand.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
${key(schema)}: {
Tables: ${objectOf(tables)};
Views: ${objectOf(views)};
Functions: ${objectOf(functionEntries)};
Enums: ${objectOf(enumEntries)};
CompositeTypes: ${emptyMap()};
};
};

type PublicSchema = Database['${schema}'];

/** A table's or view's row: \`Tables<'news'>\`. */
export type Tables<Name extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> = (PublicSchema['Tables'] &
  PublicSchema['Views'])[Name] extends { Row: infer Row }
  ? Row
  : never;

/** What an insert into a table takes: \`TablesInsert<'news'>\`. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];

/** What an update of a table takes: \`TablesUpdate<'news'>\`. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];

/** An enum's values: \`Enums<'staff_role'>\`. */
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
`;
}
