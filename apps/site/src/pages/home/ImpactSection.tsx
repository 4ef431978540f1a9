import { homeSettings, impactFigures } from '@company/content';
import { CountUpStatGroup, Note } from '@company/ui';
import { HomeSection } from '@company/ui/sections';
import { useT } from '../../i18n/useT';
import { impactStatItems } from './homeItems';

/** Impact to Value: four figures that count up once, over 1 s, when 30 % of them is visible. */
export function ImpactSection() {
  const { t, i18n } = useT();
  const items = impactStatItems(i18n, impactFigures, {
    durationMs: homeSettings.countUpDurationMs,
    threshold: homeSettings.countUpVisibleRatio,
  });
  return (
    <HomeSection
      tone="subtle"
      id="home-impact"
      eyebrow={t('home:impact.eyebrow')}
      title={t('home:impact.title')}
      description={t('home:impact.description')}
    >
      <CountUpStatGroup items={items} label={t('home:impact.title')} />
      <Note>{t('home:impact.note')}</Note>
    </HomeSection>
  );
}
