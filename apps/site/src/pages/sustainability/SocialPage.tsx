import { aliveValues, socialSections } from '@company/content';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { RuledList, Section, Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './sustainability.css';

/** Social: the five values spelling ALIVE (a large letter each, read left to right), then the programmes. */
export default function SocialPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('sustainability:social.eyebrow')} title={t('sustainability:social.lead')} />
      <Section title={t('sustainability:social.alive_title')} bare>
        <ol className={styles.alive}>
          {aliveValues.map((value) => (
            <li key={value.letter} className={styles.aliveItem}>
              <span className={styles.aliveLetter} aria-hidden="true">
                {value.letter}
              </span>
              <span className={styles.aliveWord}>{translateKey(i18n, value.wordKey)}</span>
              <h3 className={styles.aliveTitle}>{translateKey(i18n, value.titleKey)}</h3>
              <p className={styles.aliveText}>{translateKey(i18n, value.descriptionKey)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('sustainability:social.programmes_title')}>
        <RuledList items={socialSections} columns={4} numbered />
      </Section>
    </PageScaffold>
  );
}
