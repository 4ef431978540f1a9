import { company, locationDirections } from '@company/content';
import { AsideLayout, ContactCard } from '@company/ui';
import { Callout } from '@company/ui/sections';
import { PageScaffold } from '../../components/PageScaffold';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { Figure, RuledList, Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['company'];

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
      <AsideLayout
        main={
          <Figure
            src="/media/location-map.svg"
            alt={t('company:location.map_alt')}
            width={800}
            height={520}
            eager
          />
        }
        aside={
          <ContactCard
            title={company.legalName[language]}
            details={[
              {
                id: 'address',
                label: t('company:location.address'),
                value: `(${company.postalCode}) ${company.address[language]}`,
              },
              {
                id: 'phone',
                label: t('company:location.phone'),
                value: company.phone,
                href: `tel:${company.phone}`,
              },
              { id: 'fax', label: t('company:location.fax'), value: company.fax },
              {
                id: 'email',
                label: t('company:location.email'),
                value: company.email,
                href: `mailto:${company.email}`,
              },
            ]}
          />
        }
      />
      <Section title={t('company:location.directions_title')}>
        <RuledList items={locationDirections} columns={3} numbered />
        <Callout>{t('company:location.visit_notice')}</Callout>
      </Section>
    </PageScaffold>
  );
}
