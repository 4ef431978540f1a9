import { company, locationDirections } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { Figure, RuledList, Section, Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './company.css';

/** Location: the map, the head office's address and numbers, and how to get there. */
export default function LocationPage({ pageKey }: PageProps) {
  const { t } = useT();
  const language = useLanguage();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('company:location.eyebrow')}
        title={t('company:location.head_office')}
        lead={t('company:location.lead')}
      />
      <div className={styles.mapLayout}>
        <Figure
          src="/media/location-map.svg"
          alt={t('company:location.map_alt')}
          width={800}
          height={520}
          eager
        />
        <section className={styles.contactCard} aria-labelledby="location-contact">
          <h2 id="location-contact" className={styles.contactTitle}>
            {company.legalName[language]}
          </h2>
          <dl className={styles.contactList}>
            <div className={styles.contactRow}>
              <dt className={styles.contactLabel}>{t('company:location.address')}</dt>
              <dd className={styles.contactValue}>
                ({company.postalCode}) {company.address[language]}
              </dd>
            </div>
            <div className={styles.contactRow}>
              <dt className={styles.contactLabel}>{t('company:location.phone')}</dt>
              <dd className={styles.contactValue}>
                <a className={styles.contactLink} href={`tel:${company.phone}`}>
                  {company.phone}
                </a>
              </dd>
            </div>
            <div className={styles.contactRow}>
              <dt className={styles.contactLabel}>{t('company:location.fax')}</dt>
              <dd className={styles.contactValue}>{company.fax}</dd>
            </div>
            <div className={styles.contactRow}>
              <dt className={styles.contactLabel}>{t('company:location.email')}</dt>
              <dd className={styles.contactValue}>
                <a className={styles.contactLink} href={`mailto:${company.email}`}>
                  {company.email}
                </a>
              </dd>
            </div>
          </dl>
        </section>
      </div>
      <Section title={t('company:location.directions_title')}>
        <RuledList items={locationDirections} columns={3} numbered />
        <p className={styles.notice}>{t('company:location.visit_notice')}</p>
      </Section>
    </PageScaffold>
  );
}
