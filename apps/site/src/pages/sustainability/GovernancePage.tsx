import { auditor, certifications, type Director, directors } from '@company/content';
import { AsideLayout, CertificateList, DataTable, type DataTableColumn, ProfileCard } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['sustainability'];

/** Governance: the board (name, role), the auditor, ethics and the four certifications. */
export default function GovernancePage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const columns: DataTableColumn<Director>[] = [
    {
      id: 'name',
      header: t('sustainability:governance.name'),
      cell: (row) => translateKey(i18n, row.nameKey),
      rowHeader: true,
      width: '30%',
    },
    {
      id: 'role',
      header: t('sustainability:governance.role'),
      cell: (row) => translateKey(i18n, row.roleKey),
    },
  ];
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('sustainability:governance.eyebrow')}
        title={t('sustainability:governance.lead')}
      />
      <Section
        title={t('sustainability:governance.board_title')}
        lead={t('sustainability:governance.board_body')}
        bare
      >
        <AsideLayout
          main={
            <DataTable
              columns={columns}
              rows={[...directors]}
              getRowKey={(row) => row.id}
              caption={t('sustainability:governance.board_title')}
              hideCaption
              mobileLayout="cards"
            />
          }
          aside={
            <ProfileCard
              label={t('sustainability:governance.auditor_title')}
              name={translateKey(i18n, auditor.nameKey)}
              lines={[translateKey(i18n, auditor.roleKey), t('sustainability:governance.auditor_body')]}
            />
          }
        />
      </Section>
      <Section
        title={t('sustainability:governance.ethics_title')}
        lead={t('sustainability:governance.ethics_body')}
      />
      <Section title={t('sustainability:governance.certifications_title')}>
        <CertificateList
          seal="ISO"
          certificates={certifications.map((certification) => ({
            id: certification.id,
            name: translateKey(i18n, certification.nameKey),
            description: translateKey(i18n, certification.descriptionKey),
          }))}
        />
      </Section>
    </PageScaffold>
  );
}
