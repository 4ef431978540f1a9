import type { ReactNode } from 'react';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import * as styles from './ArrowLink.css';

export interface ArrowLinkProps {
  href: string;
  children: ReactNode;
  /** The filled variant, for the one next step a page suggests. */
  primary?: boolean;
  /** The mark after the label: → for onward links, ↓ for a download. */
  arrow?: '→' | '↓';
  /** Plugs in a client-side router; a plain anchor by default. */
  renderLink?: LinkRenderer;
}

/** An onward link shaped as a pill with an arrow. */
export function ArrowLink({
  href,
  children,
  primary,
  arrow = '→',
  renderLink = defaultRenderLink,
}: ArrowLinkProps) {
  return renderLink({
    href,
    className: primary ? styles.primary : styles.link,
    children: (
      <>
        <span>{children}</span>
        <span className={primary ? undefined : styles.arrow} aria-hidden="true">
          {arrow}
        </span>
      </>
    ),
  });
}
