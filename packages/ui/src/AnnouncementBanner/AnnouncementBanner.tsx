import type { ReactNode } from 'react';
import { InlineArrow } from '../ArrowLink';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './AnnouncementBanner.css';

export interface AnnouncementBannerProps {
  href: string;
  /** What the banner announces; also names the region (e.g. "주주총회 안내"). */
  label: string;
  /** The latest titles to name, in order (text, or text marked with its language); none shows the label alone. */
  titles: readonly ReactNode[];
  /** The call to follow the link, e.g. "자세히 보기". */
  more: string;
  renderLink?: LinkRenderer;
}

/** A band on the brand gradient that links to a notice page, naming its latest entries. */
export function AnnouncementBanner({
  href,
  label,
  titles,
  more,
  renderLink = defaultRenderLink,
}: AnnouncementBannerProps) {
  return (
    <section className={styles.banner} aria-label={label}>
      {renderLink({
        href,
        className: styles.link,
        children: (
          <>
            <span className={styles.label}>{label}</span>
            <span className={styles.titles}>
              {titles.map((title, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a short list in a fixed order, replaced whole
                <span key={index}>{title}</span>
              ))}
            </span>
            <span className={styles.more}>
              {more}
              <InlineArrow />
            </span>
          </>
        ),
      })}
    </section>
  );
}
