import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './ArticleLayout.css';

export interface BackLinkProps {
  href: string;
  children: ReactNode;
  /** Plugs in a client-side router; a plain anchor by default. */
  renderLink?: LinkRenderer;
}

/** The solid button-like link back to a list. */
export function BackLink({ href, children, renderLink = defaultRenderLink }: BackLinkProps) {
  return renderLink({ href, className: styles.backLink, children });
}

export interface ArticleLayoutProps {
  /** The publication day, YYYY-MM-DD. */
  date: string;
  /** The post's title, as the article's h2 (the page hero holds the h1). */
  title: ReactNode;
  /** The body: rich text or an embedded player. */
  children: ReactNode;
  /** Previous/next navigation under the body (a PostNavigation). */
  navigation?: ReactNode;
  /** The way back to the list. */
  back: { href: string; label: ReactNode };
  /** Further actions beside the back link (an editor's edit and delete). */
  actions?: ReactNode;
  renderLink?: LinkRenderer;
}

/** A post: its date and title over a rule, the body, then previous/next and the way back to the list. */
export function ArticleLayout({
  date,
  title,
  children,
  navigation,
  back,
  actions,
  renderLink = defaultRenderLink,
}: ArticleLayoutProps) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <time className={styles.date} dateTime={date}>
          {date}
        </time>
        <h2 className={styles.title}>{title}</h2>
      </header>
      {children}
      <footer className={styles.footer}>
        {navigation ? <div className={styles.navigation}>{navigation}</div> : null}
        <div className={styles.actions}>
          <BackLink href={back.href} renderLink={renderLink}>
            {back.label}
          </BackLink>
          {actions}
        </div>
      </footer>
    </article>
  );
}
