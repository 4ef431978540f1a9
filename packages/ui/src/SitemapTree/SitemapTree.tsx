import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './SitemapTree.css';

export interface SitemapNode {
  /** Unique among its siblings (a path works). */
  id: string;
  label: string;
  href: string;
  children: readonly SitemapNode[];
}

export interface SitemapTreeProps {
  /** The top-level sections; each becomes a column headed by its link. */
  sections: readonly SitemapNode[];
  /** Plugs in a client-side router; a plain anchor by default. */
  renderLink?: LinkRenderer;
}

function SitemapItems({ items, renderLink }: { items: readonly SitemapNode[]; renderLink: LinkRenderer }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.id}>
          {renderLink({
            href: item.href,
            className: item.children.length ? styles.groupLink : styles.link,
            children: item.label,
          })}
          {item.children.length ? (
            <ul className={styles.nested}>
              <SitemapItems items={item.children} renderLink={renderLink} />
            </ul>
          ) : null}
        </li>
      ))}
    </>
  );
}

/** Every section of a site as a column of nested links. */
export function SitemapTree({ sections, renderLink = defaultRenderLink }: SitemapTreeProps) {
  return (
    <ul className={styles.grid}>
      {sections.map((section) => (
        <li key={section.id} className={styles.section}>
          <h2 className={styles.heading}>
            {renderLink({ href: section.href, className: styles.headingLink, children: section.label })}
          </h2>
          <ul className={styles.list}>
            <SitemapItems items={section.children} renderLink={renderLink} />
          </ul>
        </li>
      ))}
    </ul>
  );
}
