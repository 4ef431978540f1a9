import type { ReactNode } from 'react';
import * as styles from './DisclosureList.css';

export interface DisclosureItemProps {
  title: ReactNode;
  /** Small facts under the title (dates), each its own element. */
  meta?: ReactNode;
  /** Starts open (the newest notice). */
  defaultOpen?: boolean;
  /** The full text, shown when open. */
  children: ReactNode;
}

/** One entry that opens to its full text, as a native details/summary disclosure. */
export function DisclosureItem({ title, meta, defaultOpen, children }: DisclosureItemProps) {
  return (
    <li className={styles.item}>
      <details open={defaultOpen}>
        <summary className={styles.summary}>
          <span className={styles.title}>{title}</span>
          <span className={styles.chevron} aria-hidden="true" />
          {meta ? <span className={styles.meta}>{meta}</span> : null}
        </summary>
        <div className={styles.body}>{children}</div>
      </details>
    </li>
  );
}

/** A list of DisclosureItems between rules (notices, minutes). */
export function DisclosureList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}
