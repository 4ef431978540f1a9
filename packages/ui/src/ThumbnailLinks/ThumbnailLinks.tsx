import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './ThumbnailLinks.css';

export interface ThumbnailLink {
  href: string;
  label: string;
  /** A small picture of the page; decorative, as the label names the link. */
  image: string;
}

export interface ThumbnailLinksProps {
  items: readonly ThumbnailLink[];
  /** Names the list, e.g. "다른 브랜드". */
  label: string;
  /** Plugs in a client-side router; a plain anchor by default. */
  renderLink?: LinkRenderer;
}

/** Links to sibling pages (the other brands, the other projects), each with a thumbnail and an arrow. */
export function ThumbnailLinks({ items, label, renderLink = defaultRenderLink }: ThumbnailLinksProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.href}>
          {renderLink({
            href: item.href,
            className: styles.link,
            children: (
              <>
                <img
                  className={styles.image}
                  src={item.image}
                  alt=""
                  width={112}
                  height={84}
                  loading="lazy"
                />
                <span className={styles.name}>{item.label}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}
