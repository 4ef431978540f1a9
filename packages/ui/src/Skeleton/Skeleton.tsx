import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { placeholderKeys } from '../internal/placeholderKeys';
import * as styles from './Skeleton.css';

export type SkeletonVariant = 'text' | 'card' | 'block' | 'article';

export interface SkeletonProps {
  /** What is loading, read by assistive technology (for example "뉴스를 불러오는 중"). */
  label: string;
  /** The shape to imitate: lines of text, a card (image + title + text), one block, or an article page. */
  variant?: SkeletonVariant;
  /** Number of text lines for `text` (default 3). */
  lines?: number;
  /** Height of a `block` (any CSS length); other variants size themselves. */
  height?: CSSProperties['height'];
  className?: string;
}

function TextLines({ count }: { count: number }) {
  return (
    <>
      {placeholderKeys(count).map((key, index) => (
        <span key={key} className={styles.bone({ shape: 'text', short: index === count - 1 && count > 1 })} />
      ))}
    </>
  );
}

/**
 * A loading placeholder. It is one busy status region with a label; the grey shapes inside are hidden
 * from assistive technology. The shimmer stops under `prefers-reduced-motion`.
 */
export function Skeleton({ label, variant = 'text', lines = 3, height, className }: SkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={clsx(styles.root, className)}>
      <div aria-hidden="true" className={styles.root}>
        {variant === 'text' && <TextLines count={lines} />}
        {variant === 'block' && <span className={styles.bone({ shape: 'block' })} style={{ height }} />}
        {variant === 'card' && (
          <>
            <span className={styles.bone({ shape: 'media' })} />
            <span className={styles.bone({ shape: 'title' })} />
            <TextLines count={2} />
          </>
        )}
        {variant === 'article' && (
          <>
            <span className={styles.bone({ shape: 'text', short: true })} />
            <span className={styles.bone({ shape: 'title' })} />
            <span className={styles.bone({ shape: 'media' })} />
            <TextLines count={lines} />
          </>
        )}
      </div>
    </div>
  );
}
