import type { ReactNode } from 'react';
import * as styles from './AdminPageHeader.css';

export interface AdminPageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** One line under the title. */
  lead?: ReactNode;
  /** Buttons at the end of the heading, e.g. "새 글". */
  actions?: ReactNode;
}

/** The compact heading of an admin screen: an h1, an optional lead and actions beside them. */
export function AdminPageHeader({ title, lead, actions }: AdminPageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
