import { clsx } from 'clsx';
import type { Key, ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { placeholderKeys } from '../internal/placeholderKeys';
import { Skeleton } from '../Skeleton';
import * as styles from './CardGrid.css';

export interface CardGridProps<Item> {
  items: readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  getKey: (item: Item) => Key;
  /** Shows card skeletons instead of the items. */
  loading?: boolean;
  /** Names the loading region for assistive technology (e.g. 뉴스를 불러오는 중). */
  loadingLabel: string;
  /** How many card skeletons to show while loading (defaults to the desktop column count). */
  skeletonCount?: number;
  /** What an empty list says (e.g. 뉴스 데이터 없음). */
  emptyMessage: ReactNode;
  /** An optional action under the empty message. */
  emptyAction?: ReactNode;
  /** Columns on desktop: one on mobile, two on tablet, then 2, 3 (default) or 4. */
  columns?: 2 | 3 | 4;
  /** Names the list, if the surrounding heading does not. */
  'aria-label'?: string;
  className?: string;
}

/** A responsive grid of cards with its loading (skeleton) and empty states. */
export function CardGrid<Item>({
  items,
  renderItem,
  getKey,
  loading = false,
  loadingLabel,
  skeletonCount,
  emptyMessage,
  emptyAction,
  columns = 3,
  'aria-label': ariaLabel,
  className,
}: CardGridProps<Item>) {
  const gridClass = clsx(styles.grid({ columns }), className);
  if (loading) {
    return (
      <div role="status" aria-busy="true" aria-label={loadingLabel} className={gridClass}>
        {placeholderKeys(skeletonCount ?? columns).map((key) => (
          <div key={key} aria-hidden="true">
            <Skeleton variant="card" label={loadingLabel} />
          </div>
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return <EmptyState message={emptyMessage} action={emptyAction} className={className} />;
  }
  return (
    <ul aria-label={ariaLabel} className={gridClass}>
      {items.map((item, index) => (
        <li key={getKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}
