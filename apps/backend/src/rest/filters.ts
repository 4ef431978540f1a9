import { quoteIdent, type TableInfo } from '../db/schema-cache';
import { PostgrestError, parseError, unknownColumn } from './errors';
import type { Params } from './params';
import { checkRegexFilter, MAX_PATTERN_FILTERS, PATTERN_OPERATORS } from './patterns';
import { insideParens, splitTopLevel, unquote } from './split';

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
};

const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

const MAX_IN_VALUES = 1000;
const MAX_NESTING = 8;

/** Query keys that are not column filters. */
export const RESERVED_KEYS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const LOGIC_KEYS = new Set(['or', 'and', 'not.or', 'not.and']);

/** Who is asking matters for what a filter may cost (see `checkRegexFilter`). */
export interface FilterOptions {
  anonymous: boolean;
  /** Whether regular expressions (`match`, `imatch`) are served at all (`REST_ALLOW_REGEX`). */
  allowRegex: boolean;
}

export class FilterBuilder {
  private patternFilters = 0;

  constructor(
    private readonly table: TableInfo,
    private readonly params: Params,
    private readonly options: FilterOptions,
  ) {}

  private column(name: string): string {
    const column = unquote(name);
    if (!this.table.columns.has(column)) throw unknownColumn(this.table.name, column);
    return quoteIdent(column);
  }

  /** `col=<[not.]op.value>` */
  columnFilter(columnName: string, expression: string): string {
    const column = this.column(columnName);
    let rest = expression;
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    if (dot < 0)
      throw parseError(`"${expression}" is not "operator.value"`, `in the filter on ${columnName}`);
    const operator = rest.slice(0, dot);
    const value = rest.slice(dot + 1);
    const sql = this.comparison(column, operator, value);
    return negate ? `not (${sql})` : sql;
  }

  private comparison(column: string, operator: string, value: string): string {
    if (operator === 'is') {
      const keyword = IS_VALUES[value.toLowerCase()];
      if (!keyword) throw parseError(`"is" accepts null, not_null, true, false or unknown, not "${value}"`);
      return `${column} is ${keyword}`;
    }
    if (operator === 'in') {
      const items = splitTopLevel(insideParens(value, 'in')).map((item) => unquote(item.trim()));
      if (items.length === 1 && items[0] === '') return 'false';
      if (items.length > MAX_IN_VALUES) throw parseError(`"in" accepts at most ${MAX_IN_VALUES} values`);
      return `${column} in (${items.map((item) => this.params.add(item)).join(', ')})`;
    }
    const sqlOperator = COMPARISONS[operator];
    if (!sqlOperator) {
      throw new PostgrestError(400, 'PGRST100', `unknown or unsupported operator "${operator}"`);
    }
    if (PATTERN_OPERATORS.has(operator)) {
      this.patternFilters++;
      if (this.patternFilters > MAX_PATTERN_FILTERS) {
        throw parseError(`at most ${MAX_PATTERN_FILTERS} like, ilike, match or imatch filters per request`);
      }
      checkRegexFilter(operator, unquote(value), this.options);
    }
    const text = operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;
    return `${column} ${sqlOperator} ${this.params.add(unquote(text))}`;
  }

  /** `or=(a.eq.1,and(b.gt.2,c.is.null))` and friends. */
  logic(key: string, value: string, depth = 0): string {
    if (depth > MAX_NESTING) throw parseError('logic trees are nested too deeply');
    const negate = key.startsWith('not.');
    const joiner = key.endsWith('or') ? ' or ' : ' and ';
    const items = splitTopLevel(insideParens(value, key)).map((item) => item.trim());
    if (items.some((item) => item === '')) throw parseError(`empty condition in "${key}=${value}"`);
    const parts = items.map((item) => this.logicItem(item, depth + 1));
    const sql = `(${parts.join(joiner)})`;
    return negate ? `not ${sql}` : sql;
  }

  private logicItem(item: string, depth: number): string {
    const nested = /^(not\.)?(or|and)(\(.*\))$/s.exec(item);
    if (nested) return this.logic(`${nested[1] ?? ''}${nested[2]}`, nested[3] as string, depth);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`"${item}" is not "column.operator.value"`);
    return this.columnFilter(item.slice(0, dot), item.slice(dot + 1));
  }
}

/** The WHERE clause for a request's query string ("true" when it has no filters). */
export function whereClause(
  search: URLSearchParams,
  table: TableInfo,
  params: Params,
  options: FilterOptions,
): string {
  const builder = new FilterBuilder(table, params, options);
  const conditions: string[] = [];
  for (const [key, value] of search) {
    if (RESERVED_KEYS.has(key)) continue;
    if (LOGIC_KEYS.has(key)) conditions.push(builder.logic(key, value));
    else conditions.push(builder.columnFilter(key, value));
  }
  return conditions.length > 0 ? conditions.join(' and ') : 'true';
}
