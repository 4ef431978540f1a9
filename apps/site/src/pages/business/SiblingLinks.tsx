import type { TranslationKey } from '@company/content';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from './business.css';
import { pathOfPage } from './menuLinks';

interface Sibling {
  pageKey: string;
  image: string;
  labelKey: TranslationKey;
}

/** Links to the other pages of the same kind (the other brands, the other projects), with thumbnails. */
export function SiblingLinks({ items, label }: { items: readonly Sibling[]; label: string }) {
  const { i18n } = useT();
  const localize = useLocalizedPath();
  return (
    <ul className={styles.siblings} aria-label={label}>
      {items.map((item) => {
        const path = pathOfPage(item.pageKey);
        if (!path) return null;
        return (
          <li key={item.pageKey}>
            <Link className={styles.siblingLink} to={localize(path)}>
              <img
                className={styles.siblingImage}
                src={item.image}
                alt=""
                width={112}
                height={84}
                loading="lazy"
              />
              <span className={styles.siblingName}>{translateKey(i18n, item.labelKey)}</span>
              <span className={styles.siblingArrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
