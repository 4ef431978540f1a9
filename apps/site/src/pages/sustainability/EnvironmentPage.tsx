import { environmentCertificates, environmentSections } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { RuledList, Section, Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './sustainability.css';

/** Environment: climate, resources, products, and the three environmental certificates. */
export default function EnvironmentPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('sustainability:environment.eyebrow')}
        title={t('sustainability:environment.lead')}
      />
      <Section title={t('sustainability:environment.approach_title')} bare>
        <RuledList items={environmentSections} columns={3} numbered />
      </Section>
      <Section title={t('sustainability:environment.certificates_title')}>
        <ul className={styles.certificates}>
          {environmentCertificates.map((certificate) => (
            <li key={certificate.id} className={styles.certificate}>
              <span className={styles.seal} aria-hidden="true">
                ✓
              </span>
              <h3 className={styles.certificateName}>{translateKey(i18n, certificate.nameKey)}</h3>
              <p className={styles.certificateText}>{translateKey(i18n, certificate.descriptionKey)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </PageScaffold>
  );
}
