import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './AreaCards.css';

export interface AreaLink {
  href: string;
  label: string;
}

export interface Area {
  id: string;
  title: ReactNode;
  description: ReactNode;
  /** Names the area's list of links. */
  linksLabel: string;
  links: readonly AreaLink[];
}

export interface AreaCardsProps {
  areas: readonly Area[];
  /** Plugs in a client-side router; a plain anchor by default. */
  renderLink?: LinkRenderer;
}

/** A company's areas of business as numbered cards, each with a list of links to its pages. */
export function AreaCards({ areas, renderLink = defaultRenderLink }: AreaCardsProps) {
  return (
    <ul className={styles.list}>
      {areas.map((area, index) => (
        <li key={area.id} className={styles.card}>
          <span className={styles.index} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h2 className={styles.title}>{area.title}</h2>
          <p className={styles.text}>{area.description}</p>
          <ul className={styles.links} aria-label={area.linksLabel}>
            {area.links.map((link) => (
              <li key={link.href}>
                {renderLink({
                  href: link.href,
                  className: styles.link,
                  children: (
                    <>
                      <span>{link.label}</span>
                      <span aria-hidden="true">→</span>
                    </>
                  ),
                })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
