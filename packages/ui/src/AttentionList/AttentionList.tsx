import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './AttentionList.css';

export interface AttentionItem {
  /** A stable key. */
  id: string;
  /** What is counted, e.g. 초안. */
  label: ReactNode;
  count: number;
  /** Where the counted things are listed. */
  href: string;
  /** The link's full name, which must hold its visible label and count; by default the label, then the count. */
  ariaLabel?: string;
  /** Lines under the card, e.g. each scheduled item with its moment. */
  details?: readonly ReactNode[];
}

export interface AttentionListProps {
  /** The list's name for assistive technology, e.g. 확인할 일. */
  label: string;
  items: readonly AttentionItem[];
  /** Plugs in a client-side router; a plain anchor by default. */
  renderLink?: LinkRenderer;
}

/**
 * "What needs me": a card per thing to look at, its count large (drawn above its label, read after it) and a link to where they are listed, with optional
 * lines under it. A count above zero is marked in the brand colour; zero stays quiet.
 */
export function AttentionList({ label, items, renderLink = defaultRenderLink }: AttentionListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-pending={item.count > 0 ? 'true' : 'false'}>
          {renderLink({
            href: item.href,
            className: styles.link,
            'aria-label': item.ariaLabel,
            children: (
              <>
                <span className={styles.label}>{item.label}</span>{' '}
                <span className={item.count > 0 ? styles.countPending : styles.count}>{item.count}</span>
              </>
            ),
          })}
          {item.details && item.details.length > 0 && (
            <ul className={styles.details}>
              {item.details.map((detail, index) => (
                // Details are plain lines in a fixed order.
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity of their own
                <li key={index}>{detail}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
