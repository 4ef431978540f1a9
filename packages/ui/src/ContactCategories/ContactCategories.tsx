import type { ReactNode } from 'react';
import { EmailAddress } from '../EmailAddress';
import * as styles from './ContactCategories.css';

export interface ContactChannel {
  id: string;
  /** What the channel is: 이메일, 전화. */
  label: ReactNode;
  value: ReactNode;
  /** `mailto:` or `tel:` address of the value; a `mailto:` value given as text is set as an `EmailAddress`. */
  href: string;
}

export interface ContactCategory {
  id: string;
  title: ReactNode;
  description: ReactNode;
  channels: readonly ContactChannel[];
}

export interface ContactCategoriesProps {
  categories: readonly ContactCategory[];
  'aria-label'?: string;
}

/** A `mailto:` link's address wraps only after its "@". */
function channelValue({ value, href }: ContactChannel): ReactNode {
  return href.startsWith('mailto:') && typeof value === 'string' ? <EmailAddress address={value} /> : value;
}

/** Inquiry desks as numbered cards, each with what it handles and its e-mail and phone as links. */
export function ContactCategories({ categories, 'aria-label': ariaLabel }: ContactCategoriesProps) {
  return (
    <ul aria-label={ariaLabel} className={styles.list}>
      {categories.map((category, index) => (
        <li key={category.id} className={styles.card}>
          <span className={styles.index} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={styles.title}>{category.title}</h3>
          <p className={styles.text}>{category.description}</p>
          <dl className={styles.channels}>
            {category.channels.map((channel) => (
              <div key={channel.id} className={styles.channel}>
                <dt className={styles.channelLabel}>{channel.label}</dt>
                <dd className={styles.channelValue}>
                  <a className={styles.channelLink} href={channel.href}>
                    {channelValue(channel)}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
