import { environmentCertificates, environmentSections } from '@company/content';
import { CertificateList } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { RuledList, Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['sustainability'];

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
        <CertificateList
          seal="✓"
          certificates={environmentCertificates.map((certificate) => ({
            id: certificate.id,
            name: translateKey(i18n, certificate.nameKey),
            description: translateKey(i18n, certificate.descriptionKey),
          }))}
        />
      </Section>
    </PageScaffold>
  );
}
