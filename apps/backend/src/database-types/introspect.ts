import type { Queryable } from '../db/database';

/** A Postgres type as the catalog names it, with enough to turn it into TypeScript. */
export interface PgType {
  /** The base type's name (an array's element type, a domain's base type), e.g. `int4`, `my_enum`. */
  name: string;
  /** `e` enum, `c` composite, `b` base, `p` pseudo. */
  kind: string;
  /** The schema the base type lives in. */
  schema: string;
  /** Array dimensions: 0 for a plain value. */
  arrayDepth: number;
}

export interface Column {
  name: string;
  type: PgType;
  nullable: boolean;
  /** Has a default, or is an identity column: may be left out of an insert. */
  hasDefault: boolean;
  /** A generated column: never written. */
  generated: boolean;
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface Relation {
  name: string;
  kind: 'table' | 'view';
  columns: Column[];
  relationships: Relationship[];
}

export interface FunctionArgument {
  name: string;
  type: PgType;
  hasDefault: boolean;
}

export interface SqlFunction {
  name: string;
  args: FunctionArgument[];
  /** For `returns table (…)`: its columns; otherwise empty and `returns` holds the type. */
  tableColumns: { name: string; type: PgType }[];
  returns: PgType;
  returnsSet: boolean;
  /** `strict`: never called with a null argument (answers null instead), so its arguments take no null. */
  strict: boolean;
}

export interface EnumType {
  name: string;
  values: string[];
}

export interface SchemaDescription {
  relations: Relation[];
  functions: SqlFunction[];
  enums: EnumType[];
}

/** SQL that describes a type oid as the columns of `PgType` (name, kind, schema, depth), prefixed with `alias`. */
function typeColumns(oid: string, alias: string): string {
  return `(select row_to_json(t) from (
    with recursive unwrap(oid, depth) as (
      select ${oid}::oid, 0
      union all
      select case when ty.typelem <> 0 and ty.typcategory = 'A' then ty.typelem else ty.typbasetype end,
             depth + case when ty.typelem <> 0 and ty.typcategory = 'A' then 1 else 0 end
        from unwrap u join pg_type ty on ty.oid = u.oid
       where (ty.typelem <> 0 and ty.typcategory = 'A') or ty.typtype = 'd'
    )
    select ty.typname as name, ty.typtype::text as kind, n.nspname as schema, u.depth as "arrayDepth"
      from unwrap u join pg_type ty on ty.oid = u.oid join pg_namespace n on n.oid = ty.typnamespace
     where not ((ty.typelem <> 0 and ty.typcategory = 'A') or ty.typtype = 'd')
     limit 1) t) as ${alias}`;
}

/** Reads the tables, views, functions and enums of `schema` from the catalog, each list sorted by name. */
export async function introspect(db: Queryable, schema = 'public'): Promise<SchemaDescription> {
  const relationRows = await db.query<{ oid: number; name: string; relkind: string }>(
    `select c.oid::int as oid, c.relname as name, c.relkind::text as relkind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname`,
    [schema],
  );
  const columnRows = await db.query<{
    relid: number;
    name: string;
    type: PgType;
    notnull: boolean;
    hasdefault: boolean;
    generated: boolean;
  }>(
    `select a.attrelid::int as relid, a.attname as name, ${typeColumns('a.atttypid', 'type')},
            a.attnotnull as notnull, (a.atthasdef or a.attidentity <> '') as hasdefault,
            a.attgenerated <> '' as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by a.attname`,
    [schema],
  );
  const foreignKeys = await db.query<{
    relid: number;
    name: string;
    columns: string[];
    referenced: string;
    referencedColumns: string[];
    oneToOne: boolean;
  }>(
    `select con.conrelid::int as relid, con.conname as name,
            array(select attname from unnest(con.conkey) with ordinality k(num, ord)
                    join pg_attribute on attrelid = con.conrelid and attnum = k.num order by k.ord)::text[] as columns,
            ref.relname as referenced,
            array(select attname from unnest(con.confkey) with ordinality k(num, ord)
                    join pg_attribute on attrelid = con.confrelid and attnum = k.num order by k.ord)::text[]
              as "referencedColumns",
            exists (select 1 from pg_constraint u
                     where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                       and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[])
              as "oneToOne"
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class ref on ref.oid = con.confrelid join pg_namespace rn on rn.oid = ref.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by con.conname`,
    [schema],
  );
  const relations: Relation[] = relationRows.rows.map((relation) => ({
    name: relation.name,
    kind: relation.relkind === 'r' || relation.relkind === 'p' ? 'table' : 'view',
    columns: columnRows.rows
      .filter((column) => column.relid === relation.oid)
      .map((column) => ({
        name: column.name,
        type: column.type,
        nullable: !column.notnull,
        hasDefault: column.hasdefault,
        generated: column.generated,
      })),
    relationships: foreignKeys.rows
      .filter((key) => key.relid === relation.oid)
      .map((key) => ({
        foreignKeyName: key.name,
        columns: key.columns,
        isOneToOne: key.oneToOne,
        referencedRelation: key.referenced,
        referencedColumns: key.referencedColumns,
      })),
  }));

  const functionRows = await db.query<{
    name: string;
    argnames: string[] | null;
    argmodes: string[] | null;
    alltypes: PgType[];
    ninputs: number;
    ndefaults: number;
    returns: PgType;
    returnsSet: boolean;
    strict: boolean;
  }>(
    `select p.proname as name, p.proargnames::text[] as argnames, p.proargmodes::text[] as argmodes,
            array(select ${typeColumns('t.oid', 'x')}
                    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality t(oid, ord)
                   order by t.ord) as alltypes,
            p.pronargs::int as ninputs, p.pronargdefaults::int as ndefaults,
            ${typeColumns('p.prorettype', 'returns')}, p.proretset as "returnsSet",
            p.proisstrict as strict
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.prokind = 'f'
        and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype, 'internal'::regtype)
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname, p.oid`,
    [schema],
  );
  const functions: SqlFunction[] = functionRows.rows.map((row) => {
    const modes = row.argmodes ?? row.alltypes.map(() => 'i');
    const names = row.argnames ?? [];
    const args: FunctionArgument[] = [];
    const tableColumns: { name: string; type: PgType }[] = [];
    row.alltypes.forEach((type, index) => {
      const mode = modes[index];
      const name = names[index] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') args.push({ name, type, hasDefault: false });
      if (mode === 't') tableColumns.push({ name, type });
    });
    args.forEach((arg, index) => {
      arg.hasDefault = index >= args.length - row.ndefaults;
    });
    return {
      name: row.name,
      args,
      tableColumns,
      returns: row.returns,
      returnsSet: row.returnsSet,
      strict: row.strict,
    };
  });

  const enumRows = await db.query<{ name: string; values: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
       from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1
      group by t.typname order by t.typname`,
    [schema],
  );
  return { relations, functions, enums: enumRows.rows };
}
