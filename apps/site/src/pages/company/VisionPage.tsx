import { visionGoalKeys, visionValues } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { RuledList, Section, Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './company.css';

/** Vision: the mission and vision, the four core values and the 2030 goals. */
export default function VisionPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('company:vision.eyebrow')}
        title={t('company:vision.title')}
        lead={t('company:vision.lead')}
      />
      <dl className={styles.visionBand}>
        <div className={styles.visionItem}>
          <dt className={styles.visionLabel}>{t('company:vision.mission_title')}</dt>
          <dd className={styles.visionText}>{t('company:vision.mission')}</dd>
        </div>
        <div className={styles.visionItem}>
          <dt className={styles.visionLabel}>{t('company:vision.vision_title')}</dt>
          <dd className={styles.visionText}>{t('company:vision.vision')}</dd>
        </div>
      </dl>
      <Section title={t('company:vision.values_title')} bare>
        <RuledList items={visionValues} columns={4} numbered />
      </Section>
      <Section title={t('company:vision.goals_title')}>
        <ol className={styles.goalList}>
          {visionGoalKeys.map((key, index) => (
            <li key={key} className={styles.goal}>
              <span className={styles.goalNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span>{translateKey(i18n, key)}</span>
            </li>
          ))}
        </ol>
      </Section>
    </PageScaffold>
  );
}
