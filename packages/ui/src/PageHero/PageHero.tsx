import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './PageHero.css';

export interface Breadcrumb {
  label: string;
  href: string;
}

export interface PageHeroProps {
  title: ReactNode;
  description?: ReactNode;
  /** URL of a background image; a brand-coloured scrim keeps the text readable over it. */
  backgroundImage?: string;
  /** Trail from home to this page; the last entry is the current page. */
  breadcrumbs?: Breadcrumb[];
  /** Accessible name of the breadcrumb navigation, e.g. "현재 위치". */
  breadcrumbLabel?: string;
  renderLink?: LinkRenderer;
  className?: string;
  /**
   * An Element Timing identifier: the browser then reports when the background image is painted (a
   * `PerformanceElementTiming` entry), whatever its size.
   */
  elementTiming?: string;
  /**
   * A band only as tall as its text, for a page whose content must start on the first screen (search
   * results): no minimum height, less padding, a smaller title.
   */
  compact?: boolean;
}

/** The header of a sub-page: title, description, background image and breadcrumbs. */
export function PageHero({
  title,
  description,
  backgroundImage,
  breadcrumbs = [],
  breadcrumbLabel,
  renderLink = defaultRenderLink,
  className,
  elementTiming,
  compact = false,
}: PageHeroProps) {
  return (
    <header
      className={clsx(styles.hero, compact && styles.compact, className)}
      style={backgroundImage ? { backgroundImage: `url("${backgroundImage}")` } : undefined}
      data-has-image={backgroundImage ? 'true' : 'false'}
      // React passes the lower-case attribute through; its DOM types do not list it.
      {...(elementTiming ? { elementtiming: elementTiming } : {})}
    >
      <div className={clsx(styles.inner, compact && styles.compactInner)}>
        <h1 className={clsx(styles.title, compact && styles.compactTitle)}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
        {breadcrumbs.length > 0 ? (
          <nav aria-label={breadcrumbLabel} className={styles.breadcrumbs}>
            <ol className={styles.trail}>
              {breadcrumbs.map((crumb, index) => {
                const isCurrent = index === breadcrumbs.length - 1;
                return (
                  <li key={crumb.href} className={styles.crumb}>
                    {renderLink({
                      href: crumb.href,
                      className: styles.crumbLink,
                      'aria-current': isCurrent ? 'page' : undefined,
                      children: crumb.label,
                    })}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
