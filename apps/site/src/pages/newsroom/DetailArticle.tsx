import { formatDate10 } from '@company/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/useLanguage';
import * as styles from './detail.css';

interface DetailArticleProps {
  createdAt: string;
  /** The title: text, or a Korean title marked as standing in for a missing English one. */
  title: ReactNode;
  /** The body: sanitised HTML or an embedded player. */
  children: ReactNode;
  /** Previous/next navigation under the body. */
  navigation?: ReactNode;
  backHref: string;
  backLabel: string;
  /** Further actions beside the back button (the admin's edit and delete). */
  actions?: ReactNode;
}

/** A post of the newsroom or the e-notices: date, title, body, previous/next, and the button back to the list. */
export function DetailArticle({
  createdAt,
  title,
  children,
  navigation,
  backHref,
  backLabel,
  actions,
}: DetailArticleProps) {
  const localize = useLocalizedPath();
  const day = formatDate10(createdAt);
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <time className={styles.date} dateTime={day}>
          {day}
        </time>
        <h2 className={styles.title}>{title}</h2>
      </header>
      {children}
      <footer className={styles.footer}>
        {navigation}
        <div className={styles.actions}>
          <Link to={localize(backHref)} className={styles.backLink}>
            {backLabel}
          </Link>
          {actions}
        </div>
      </footer>
    </article>
  );
}
