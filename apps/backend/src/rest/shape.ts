import { quoteIdent, type TableInfo } from '../db/schema-cache';
import { PostgrestError, parseError, unknownColumn } from './errors';
import { splitTopLevel, unquote } from './split';

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_ ]*$/;

/** `select=id,title,alias:col` as a SQL select list. Embedding, casts and JSON paths are not served. */
export function selectList(select: string | null, table: TableInfo): string {
  if (select === null || select.trim() === '' || select.trim() === '*') return '*';
  const items = splitTopLevel(select).map((item) => item.trim());
  return items
    .map((item) => {
      if (item === '*') return '*';
      if (item.includes('(')) {
        throw new PostgrestError(
          400,
          'PGRST200',
          `Could not find a relationship for "${item.slice(0, item.indexOf('('))}" in the schema cache`,
        );
      }
      if (item.includes('::') || item.includes('->')) {
        throw parseError(`casts and JSON paths are not supported in select: "${item}"`);
      }
      const colon = item.indexOf(':');
      const alias = colon >= 0 ? unquote(item.slice(0, colon)) : undefined;
      const name = unquote(colon >= 0 ? item.slice(colon + 1) : item);
      if (!table.columns.has(name)) throw unknownColumn(table.name, name);
      if (alias !== undefined) {
        if (!PLAIN_NAME.test(alias)) throw parseError(`"${alias}" is not a valid alias`);
        return `${quoteIdent(name)} as ${quoteIdent(alias)}`;
      }
      return quoteIdent(name);
    })
    .join(', ');
}

/** `order=col.desc.nullslast,col2` as an ORDER BY list (empty when absent). */
export function orderList(order: string | null, table: TableInfo): string {
  if (order === null || order.trim() === '') return '';
  return splitTopLevel(order)
    .map((term) => {
      const [rawName, ...modifiers] = term.trim().split('.');
      const name = unquote(rawName ?? '');
      if (!table.columns.has(name)) throw unknownColumn(table.name, name);
      let direction = '';
      let nulls = '';
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') direction = ` ${modifier}`;
        else if (modifier === 'nullsfirst') nulls = ' nulls first';
        else if (modifier === 'nullslast') nulls = ' nulls last';
        else throw parseError(`"${modifier}" is not asc, desc, nullsfirst or nullslast`, `in order=${order}`);
      }
      return `${quoteIdent(name)}${direction}${nulls}`;
    })
    .join(', ');
}

const MAX_INTEGER = 2_147_483_647;

/** A non-negative whole number from the query string, or a parse error. */
export function wholeNumber(value: string | null, name: string): number | undefined {
  if (value === null) return undefined;
  if (!/^\d{1,10}$/.test(value) || Number(value) > MAX_INTEGER) {
    throw parseError(`"${name}" must be a non-negative whole number, not "${value}"`);
  }
  return Number(value);
}

/** The `columns` parameter of inserts: `"a","b"` or `a,b`. */
export function columnsParam(value: string | null, table: TableInfo): string[] | undefined {
  if (value === null) return undefined;
  return splitTopLevel(value).map((item) => {
    const name = unquote(item.trim());
    if (!table.columns.has(name)) {
      throw new PostgrestError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      );
    }
    return name;
  });
}
