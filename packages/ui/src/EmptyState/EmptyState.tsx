import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** The main message, e.g. "뉴스 데이터 없음". */
  message: ReactNode;
  /** An optional line of explanation under the message. */
  description?: ReactNode;
  /** An optional action: usually a Button or a link back to a list. */
  action?: ReactNode;
  /** An optional decorative icon (it is hidden from assistive technology). */
  icon?: ReactNode;
  className?: string;
}

/** What a list or a detail page shows when there is nothing to show. */
export function EmptyState({ message, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={clsx(styles.root, className)}>
      {icon && (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      )}
      <p className={styles.message}>{message}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
