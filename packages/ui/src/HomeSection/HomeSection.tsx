import type { ReactNode } from 'react';
import { InlineArrow } from '../ArrowLink';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './HomeSection.css';

export interface HomeSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  /** A small label above the title; decorative (hidden from assistive technology). */
  eyebrow: string;
  title: string;
  description?: string;
  /** Beside the text on wide screens: a MoreLink to the full list. */
  aside?: ReactNode;
  /** `subtle` sets the band on the soft surface, to alternate with plain bands. */
  tone?: 'plain' | 'subtle';
  children: ReactNode;
}

/** A full-width band of the home page: a centred column with the section's eyebrow, h2 and lead, then its body. */
export function HomeSection({
  id,
  eyebrow,
  title,
  description,
  aside,
  tone = 'plain',
  children,
}: HomeSectionProps) {
  return (
    <section className={styles.section[tone]} aria-labelledby={id}>
      <div className={styles.inner}>
        <div className={styles.header}>
          <div className={styles.headerText}>
            <p className={styles.eyebrow} aria-hidden="true">
              {eyebrow}
            </p>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}

export interface MoreLinkProps {
  href: string;
  children: ReactNode;
  renderLink?: LinkRenderer;
}

/** "See all" beside a home section's heading. */
export function MoreLink({ href, children, renderLink = defaultRenderLink }: MoreLinkProps) {
  return renderLink({
    href,
    className: styles.moreLink,
    children: (
      <>
        {children}
        <InlineArrow />
      </>
    ),
  });
}

/** Text that keeps its own line breaks (a title written on two lines). */
export function Lines({ children }: { children: ReactNode }) {
  return <span className={styles.lines}>{children}</span>;
}
