import { type ReactNode, useId } from 'react';
import { EmailAddress } from '../EmailAddress';
import * as styles from './ContactCard.css';

export interface ContactDetail {
  id: string;
  /** What the detail is: 주소, 전화, 이메일... */
  label: ReactNode;
  value: ReactNode;
  /** Makes the value a link (`tel:`, `mailto:`, a map); a `mailto:` value given as text is set as an `EmailAddress`. */
  href?: string;
}

export interface ContactCardProps {
  /** The office or desk, as the card's h2. */
  title: ReactNode;
  details: readonly ContactDetail[];
  /** `compact`: one column, beside a map; `wide`: the details in up to three columns, a page's company facts. */
  layout?: 'compact' | 'wide';
}

/** An office's address and numbers on a dark card; phone and e-mail as links. */
export function ContactCard({ title, details, layout = 'compact' }: ContactCardProps) {
  const headingId = useId();
  return (
    <section className={styles.card[layout]} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title[layout]}>
        {title}
      </h2>
      <dl className={styles.list[layout]}>
        {details.map((detail) => (
          <div key={detail.id} className={styles.row[layout]}>
            <dt className={styles.label}>{detail.label}</dt>
            <dd className={styles.value}>
              {detail.href ? (
                <a className={styles.link[layout]} href={detail.href}>
                  {detail.href.startsWith('mailto:') && typeof detail.value === 'string' ? (
                    <EmailAddress address={detail.value} />
                  ) : (
                    detail.value
                  )}
                </a>
              ) : (
                detail.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
