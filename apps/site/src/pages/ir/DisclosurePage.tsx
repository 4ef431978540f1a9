import { Link } from 'react-router';
import { PageScaffold } from '../../components/PageScaffold';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { announcementListPath, shareholdersPath } from '../newsroom/paths';
import type { PageProps } from '../types';
import { IrSection } from './IrSection';
import * as styles from './ir.css';

/** The Financial Supervisory Service's electronic disclosure system, where the company's filings are public. */
const DART_URL = 'https://dart.fss.or.kr/';

/** /ir/Disclosure: where the filings are, the disclosure policy, and shortcuts to the e-notices and meetings. */
export default function DisclosurePage({ pageKey }: PageProps) {
  const { t } = useT();
  const localize = useLocalizedPath();
  const body = t('ir:disclosure.body', { returnObjects: true });
  return (
    <PageScaffold pageKey={pageKey}>
      <div className={styles.stack}>
        <div className={styles.section}>
          <p className={styles.lead}>{t('ir:disclosure.lead')}</p>
          <div className={styles.prose}>
            {body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>

        <IrSection id="ir-disclosure-links" title={t('ir:disclosure.links_title')}>
          <ul className={styles.linkList}>
            <li>
              <a href={DART_URL} target="_blank" rel="noopener noreferrer" className={styles.linkCard}>
                <span>
                  {t('ir:disclosure.dart_link')}
                  <span className={styles.linkMeta}>{t('ir:disclosure.new_tab')}</span>
                </span>
                <span className={styles.linkArrow} aria-hidden="true">
                  ↗
                </span>
              </a>
            </li>
            {[
              { href: announcementListPath, label: t('ir:disclosure.announcement_link') },
              { href: shareholdersPath, label: t('ir:disclosure.shareholders_link') },
            ].map((link) => (
              <li key={link.href}>
                <Link to={localize(link.href)} className={styles.linkCard}>
                  {link.label}
                  <span className={styles.linkArrow} aria-hidden="true">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </IrSection>

        <IrSection id="ir-disclosure-policy" title={t('ir:disclosure.policy_title')}>
          <div className={styles.prose}>
            <p>{t('ir:disclosure.policy_body')}</p>
          </div>
        </IrSection>
      </div>
    </PageScaffold>
  );
}
