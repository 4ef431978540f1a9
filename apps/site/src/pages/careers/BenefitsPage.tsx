import { benefitGroups } from '@company/content';
import { BenefitGroup, BenefitGroups, Note } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['careers'];

/** Benefits in four groups (culture, health, growth, empathy), with every company fact. */
export default function BenefitsPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement eyebrow={t('careers:benefits.eyebrow')} title={t('careers:benefits.lead')} />
      <Note>{t('careers:benefits.data_as_of')}</Note>
      <BenefitGroups>
        {benefitGroups.map((group, index) => (
          <BenefitGroup
            key={group.id}
            index={index + 1}
            title={translateKey(i18n, group.titleKey)}
            subtitle={translateKey(i18n, group.subtitleKey)}
            items={group.items.map((item) => ({
              id: item.id,
              title: translateKey(i18n, item.titleKey),
              description: translateKey(i18n, item.descriptionKey),
            }))}
          />
        ))}
      </BenefitGroups>
    </PageScaffold>
  );
}
