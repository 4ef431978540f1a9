import { Fragment } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './SegmentLinks.css';

export interface SegmentLink {
  href: string;
  label: string;
  /** The page on screen: marked with aria-current and filled. */
  current?: boolean;
}

export interface SegmentLinksProps {
  links: readonly SegmentLink[];
  /** Names the navigation, e.g. "뉴스룸". */
  label: string;
  renderLink?: LinkRenderer;
}

/** Pill links between sibling lists (news and videos): page links, not tabs, the current one filled. */
export function SegmentLinks({ links, label, renderLink = defaultRenderLink }: SegmentLinksProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {links.map((link) => (
        <Fragment key={link.href}>
          {renderLink({
            href: link.href,
            className: styles.link,
            'aria-current': link.current ? 'page' : undefined,
            children: link.label,
          })}
        </Fragment>
      ))}
    </nav>
  );
}
