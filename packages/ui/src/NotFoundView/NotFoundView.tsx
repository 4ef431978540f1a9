import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './NotFoundView.css';

export interface NotFoundViewProps {
  /** Draws the site's logo with the class it is given (180px wide, in the deep brand colour). */
  renderLogo?: (className: string) => ReactNode;
  /** The large status, e.g. "404". */
  code: string;
  /** The page's h1. */
  title: string;
  description: string;
  home: { href: string; label: string };
  /** A second way on, under the home button: the site's search. */
  search?: { href: string; label: string };
  /** Anything else the page needs in its region (its document title, meta tags). */
  children?: ReactNode;
  renderLink?: LinkRenderer;
}

/** The page for an address that does not exist: the logo, a large 404, what happened, and the way home. */
export function NotFoundView({
  renderLogo,
  code,
  title,
  description,
  home,
  search,
  children,
  renderLink = defaultRenderLink,
}: NotFoundViewProps) {
  return (
    <section className={styles.page}>
      {children}
      {renderLogo?.(styles.logo)}
      <p className={styles.code}>{code}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      {renderLink({ href: home.href, className: styles.homeButton, children: home.label })}
      {search && renderLink({ href: search.href, className: styles.searchLink, children: search.label })}
    </section>
  );
}
