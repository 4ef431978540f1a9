import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer, type LinkRenderProps } from '../Link';
import * as styles from './LinkCards.css';

export interface LinkCard {
  href: string;
  label: ReactNode;
  /** A second line in small type (a date, "opens in a new tab"). */
  meta?: ReactNode;
  /** → a page, ↗ another site (opens in a new tab), ↓ a file. */
  kind?: 'page' | 'external' | 'download';
  /** A fuller name for the link, when label and meta do not say it. */
  ariaLabel?: string;
}

export interface LinkCardsProps {
  links: readonly LinkCard[];
  /** Plugs in a client-side router for page links; a plain anchor by default. */
  renderLink?: LinkRenderer;
}

const arrows = { page: '→', external: '↗', download: '↓' } as const;

function cardContent(link: LinkCard): ReactNode {
  const label = link.meta ? (
    <span>
      {link.label}
      <span className={styles.meta}>{link.meta}</span>
    </span>
  ) : (
    link.label
  );
  return (
    <>
      {label}
      <span className={styles.arrow} aria-hidden="true">
        {arrows[link.kind ?? 'page']}
      </span>
    </>
  );
}

/** Shortcuts and downloads as bordered cards, two per row from tablet width. */
export function LinkCards({ links, renderLink = defaultRenderLink }: LinkCardsProps) {
  return (
    <ul className={styles.list}>
      {links.map((link) => {
        const props: LinkRenderProps = {
          href: link.href,
          className: styles.card,
          'aria-label': link.ariaLabel,
          children: cardContent(link),
        };
        const kind = link.kind ?? 'page';
        return (
          <li key={link.href}>
            {kind === 'page' ? renderLink(props) : null}
            {kind === 'external' ? <a {...props} target="_blank" rel="noopener noreferrer" /> : null}
            {kind === 'download' ? <a {...props} download /> : null}
          </li>
        );
      })}
    </ul>
  );
}

export interface TableLinkProps {
  href: string;
  children: ReactNode;
  /** A file to download rather than a page. */
  download?: boolean;
  'aria-label'?: string;
  renderLink?: LinkRenderer;
}

/** A quiet link for a table cell (a title leading to its detail, a file). */
export function TableLink({
  href,
  children,
  download,
  'aria-label': ariaLabel,
  renderLink = defaultRenderLink,
}: TableLinkProps) {
  if (download) {
    return (
      <a href={href} download className={styles.tableLink} aria-label={ariaLabel}>
        {children}
      </a>
    );
  }
  return renderLink({ href, className: styles.tableLink, 'aria-label': ariaLabel, children });
}
