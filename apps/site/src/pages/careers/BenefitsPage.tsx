import { benefitGroups } from '@company/content';
import { ItemIndex, Note } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './careers.css';

/** Benefits in four groups (culture, health, growth, empathy), with every company fact. */
export default function BenefitsPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('careers:benefits.eyebrow')} title={t('careers:benefits.lead')} />
      <Note>{t('careers:benefits.data_as_of')}</Note>
      <div className={styles.benefitGroups}>
        {benefitGroups.map((group, index) => (
          <section key={group.id} className={styles.benefitGroup} aria-labelledby={`benefit-${group.id}`}>
            <div className={styles.benefitHead}>
              <ItemIndex index={index + 1} />
              <h2 id={`benefit-${group.id}`} className={styles.benefitTitle}>
                {translateKey(i18n, group.titleKey)}
              </h2>
              <p className={styles.benefitSubtitle}>{translateKey(i18n, group.subtitleKey)}</p>
            </div>
            <ul className={styles.benefitItems}>
              {group.items.map((item) => (
                <li key={item.id} className={styles.benefitItem}>
                  <h3 className={styles.benefitItemTitle}>{translateKey(i18n, item.titleKey)}</h3>
                  <p className={styles.benefitItemText}>{translateKey(i18n, item.descriptionKey)}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageScaffold>
  );
}
