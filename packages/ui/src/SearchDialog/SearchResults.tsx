import type { ReactNode } from 'react';
import { pageWindow } from '../internal/pageWindow';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import type { PaginationLabels } from '../Pagination';
import * as pagerStyles from '../Pagination/Pagination.css';
import * as styles from './SearchResults.css';

export interface SearchResultItem {
  id: string;
  href: string;
  /** What the result is, e.g. 뉴스, 페이지. */
  kindLabel: string;
  title: ReactNode;
  /** A date (YYYY-MM-DD), shown and given as the `<time>`'s value. */
  date?: string;
  snippet?: ReactNode;
  /** The language of the title and snippet when it is not the page's. */
  lang?: string;
}

export interface SearchResultListProps {
  /** The list's accessible name, e.g. 검색 결과. */
  label: string;
  items: readonly SearchResultItem[];
  /** The heading level of each result's title (3 by default). */
  headingLevel?: 2 | 3 | 4;
  renderLink?: LinkRenderer;
}

/** The results page's list: each result's kind, date, linked title and snippet. */
export function SearchResultList({
  label,
  items,
  headingLevel = 3,
  renderLink = defaultRenderLink,
}: SearchResultListProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.meta}>
            <span className={styles.kind}>{item.kindLabel}</span>
            {item.date && <time dateTime={item.date}>{item.date}</time>}
          </span>
          <Heading className={styles.title} lang={item.lang}>
            {renderLink({ href: item.href, className: styles.link, children: item.title })}
          </Heading>
          {item.snippet && (
            <p className={styles.snippet} lang={item.lang}>
              {item.snippet}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

export interface SearchKindFilterOption {
  key: string;
  label: string;
  count: number;
  /** The count is a floor ("1000+"): there are more than it. */
  more?: boolean;
  href: string;
}

export interface SearchKindFilterProps {
  /** The navigation's accessible name, e.g. 결과 종류. */
  label: string;
  options: readonly SearchKindFilterOption[];
  /** The key of the option shown. */
  current: string;
  renderLink?: LinkRenderer;
}

/** Links that narrow results to one kind (each with its count); the current one is marked. Works without script. */
export function SearchKindFilter({
  label,
  options,
  current,
  renderLink = defaultRenderLink,
}: SearchKindFilterProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.filter}>
        {options.map((option) => (
          <li key={option.key}>
            {renderLink({
              href: option.href,
              className: styles.chip,
              'aria-current': option.key === current ? 'page' : undefined,
              children: (
                <>
                  {option.label}{' '}
                  <span className={styles.count}>
                    {option.count}
                    {option.more ? '+' : ''}
                  </span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface SearchPagerProps {
  /** The current page, 1-based. Values outside 1..pageCount are clamped. */
  page: number;
  pageCount: number;
  /** The address of a page, e.g. `(n) => \`/search?q=…&page=${n}\``. */
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
  /** How many numbered links to show at most. */
  windowSize?: number;
  renderLink?: LinkRenderer;
}

/**
 * The results' pages as links (first, previous, numbered pages, next, last), so paging works without script;
 * it looks like Pagination. The ends that lead nowhere are shown dimmed, not linked.
 */
export function SearchPager({
  page,
  pageCount,
  hrefFor,
  labels,
  windowSize = 5,
  renderLink = defaultRenderLink,
}: SearchPagerProps) {
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, page), last);
  const step = (target: number, label: string, symbol: string, enabled: boolean) => (
    <li>
      {enabled ? (
        renderLink({
          href: hrefFor(target),
          className: pagerStyles.step,
          'aria-label': label,
          children: <span aria-hidden="true">{symbol}</span>,
        })
      ) : (
        <span className={`${pagerStyles.step} ${styles.pagerEnd}`} aria-hidden="true">
          {symbol}
        </span>
      )}
    </li>
  );
  return (
    <nav aria-label={labels.navigation} className={pagerStyles.root}>
      <ul className={pagerStyles.list}>
        {step(1, labels.first, '«', current > 1)}
        {step(current - 1, labels.previous, '‹', current > 1)}
        {pageWindow(current, last, windowSize).map((number) => (
          <li key={number}>
            {renderLink({
              href: hrefFor(number),
              className: pagerStyles.number,
              'aria-label': labels.page(number),
              'aria-current': number === current ? 'page' : undefined,
              children: number,
            })}
          </li>
        ))}
        {step(current + 1, labels.next, '›', current < last)}
        {step(last, labels.last, '»', current < last)}
      </ul>
    </nav>
  );
}
