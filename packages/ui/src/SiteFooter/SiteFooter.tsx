import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { EmailAddress } from '../EmailAddress';
import { defaultRenderLink, type LinkRenderer } from '../Link';
import { ScrollToTopButton } from '../ScrollToTopButton';
import * as styles from './SiteFooter.css';

export interface FooterLink {
  label: string;
  href: string;
}

/** One labelled company fact, e.g. `{ label: '대표전화', value: '052-000-0000' }`. */
export interface FooterFact {
  label: string;
  value: string;
}

/** The company facts the footer shows, in this order; leave out any the site does not have. */
export interface FooterFacts {
  phone?: FooterFact;
  fax?: FooterFact;
  weekdayHours?: FooterFact;
  lunchHours?: FooterFact;
  representative?: FooterFact;
  ceo?: FooterFact;
  address?: FooterFact;
  email?: FooterFact;
}

export interface SiteFooterProps {
  /** The footer's links (privacy policy, legal notice, contact, sitemap), in order. */
  links: FooterLink[];
  /** Accessible name of the link navigation, e.g. "푸터 메뉴". */
  linksLabel: string;
  facts: FooterFacts;
  copyright: string;
  /** A logo or company name shown above the facts. */
  logo?: ReactNode;
  /** Accessible name of the scroll-to-top button; without it there is no button. */
  scrollToTopLabel?: string;
  /** Scroll distance in px after which the scroll-to-top button appears. */
  scrollToTopThreshold?: number;
  renderLink?: LinkRenderer;
  className?: string;
}

const factOrder: (keyof FooterFacts)[] = [
  'phone',
  'fax',
  'weekdayHours',
  'lunchHours',
  'representative',
  'ceo',
  'address',
  'email',
];

function factValue(key: keyof FooterFacts, value: string): ReactNode {
  if (key === 'phone') return <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>;
  if (key === 'email') {
    return (
      <a href={`mailto:${value}`}>
        <EmailAddress address={value} />
      </a>
    );
  }
  return value;
}

/** The site footer: policy links, labelled company facts, the copyright and a scroll-to-top button. */
export function SiteFooter({
  links,
  linksLabel,
  facts,
  copyright,
  logo,
  scrollToTopLabel,
  scrollToTopThreshold,
  renderLink = defaultRenderLink,
  className,
}: SiteFooterProps) {
  return (
    <>
      {/* Docked just before the footer: the button floats until the footer comes into view, then stays above it. */}
      {scrollToTopLabel ? (
        <ScrollToTopButton label={scrollToTopLabel} threshold={scrollToTopThreshold} dock="end" />
      ) : null}
      <footer className={clsx(styles.footer, className)}>
        <div className={styles.inner}>
          <nav aria-label={linksLabel}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  {renderLink({ href: link.href, className: styles.link, children: link.label })}
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.body}>
            {logo ? <div className={styles.logo}>{logo}</div> : null}
            <dl className={styles.facts}>
              {factOrder.map((key) => {
                const fact = facts[key];
                if (!fact) return null;
                return (
                  <div key={key} className={styles.fact} data-fact={key}>
                    <dt className={styles.factLabel}>{fact.label}</dt>
                    <dd className={styles.factValue}>{factValue(key, fact.value)}</dd>
                  </div>
                );
              })}
            </dl>
          </div>
          <p className={styles.copyright}>{copyright}</p>
        </div>
      </footer>
    </>
  );
}
