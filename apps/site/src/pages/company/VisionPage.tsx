import { visionGoalKeys, visionValues } from '@company/content';
import { NumberedList } from '@company/ui';
import { MissionBand } from '@company/ui/sections';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { RuledList, Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['company'];

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
      <MissionBand
        statements={[
          { id: 'mission', label: t('company:vision.mission_title'), text: t('company:vision.mission') },
          { id: 'vision', label: t('company:vision.vision_title'), text: t('company:vision.vision') },
        ]}
      />
      <Section title={t('company:vision.values_title')} bare>
        <RuledList items={visionValues} columns={4} numbered />
      </Section>
      <Section title={t('company:vision.goals_title')}>
        <NumberedList items={visionGoalKeys.map((key) => translateKey(i18n, key))} />
      </Section>
    </PageScaffold>
  );
}
