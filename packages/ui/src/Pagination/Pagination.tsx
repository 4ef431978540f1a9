import { clsx } from 'clsx';
import { pageWindow } from '../internal/pageWindow';
import * as styles from './Pagination.css';

export interface PaginationLabels {
  /** Accessible name of the navigation landmark, e.g. "페이지 이동". */
  navigation: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Accessible name of a numbered page button, e.g. `(n) => \`${n} 페이지\``. */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** The current page, 1-based. Values outside 1..pageCount are clamped. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  /** How many numbered buttons to show at most. */
  windowSize?: number;
  className?: string;
}

/** First, previous, numbered pages, next and last, each a labelled button; the ends are disabled. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  labels,
  windowSize = 5,
  className,
}: PaginationProps) {
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, page), last);
  const atStart = current <= 1;
  const atEnd = current >= last;
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };

  return (
    <nav aria-label={labels.navigation} className={clsx(styles.root, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={labels.first}
            disabled={atStart}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">«</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={labels.previous}
            disabled={atStart}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageWindow(current, last, windowSize).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.number}
              aria-label={labels.page(number)}
              aria-current={number === current ? 'page' : undefined}
              onClick={() => go(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={labels.next}
            disabled={atEnd}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={labels.last}
            disabled={atEnd}
            onClick={() => go(last)}
          >
            <span aria-hidden="true">»</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
