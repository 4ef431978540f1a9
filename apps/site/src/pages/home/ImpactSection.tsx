import { homeSettings, impactFigures } from '@company/content';
import { CountUpStatGroup } from '@company/ui';
import { useT } from '../../i18n/useT';
import * as styles from './HomePage.css';
import { impactStatItems } from './homeItems';
import { SectionHeader } from './SectionHeader';

/** Impact to Value: four figures that count up once, over 1 s, when 30 % of them is visible. */
export function ImpactSection() {
  const { t, i18n } = useT();
  const items = impactStatItems(i18n, impactFigures, {
    durationMs: homeSettings.countUpDurationMs,
    threshold: homeSettings.countUpVisibleRatio,
  });
  return (
    <section className={styles.sectionSubtle} aria-labelledby="home-impact">
      <div className={styles.inner}>
        <SectionHeader
          id="home-impact"
          eyebrow={t('home:impact.eyebrow')}
          title={t('home:impact.title')}
          description={t('home:impact.description')}
        />
        <CountUpStatGroup items={items} label={t('home:impact.title')} />
        <p className={styles.note}>{t('home:impact.note')}</p>
      </div>
    </section>
  );
}
