import { auditor, certifications, type Director, directors } from '@company/content';
import { DataTable, type DataTableColumn } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import { Section, Statement } from '../sections';
import type { PageProps } from '../types';
import * as styles from './sustainability.css';

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
        <div className={styles.boardLayout}>
          <DataTable
            columns={columns}
            rows={[...directors]}
            getRowKey={(row) => row.id}
            caption={t('sustainability:governance.board_title')}
            hideCaption
            mobileLayout="cards"
          />
          <section className={styles.auditorCard} aria-labelledby="governance-auditor">
            <h3 id="governance-auditor" className={styles.auditorLabel}>
              {t('sustainability:governance.auditor_title')}
            </h3>
            <p className={styles.auditorName}>{translateKey(i18n, auditor.nameKey)}</p>
            <p className={styles.auditorText}>{translateKey(i18n, auditor.roleKey)}</p>
            <p className={styles.auditorText}>{t('sustainability:governance.auditor_body')}</p>
          </section>
        </div>
      </Section>
      <Section
        title={t('sustainability:governance.ethics_title')}
        lead={t('sustainability:governance.ethics_body')}
      />
      <Section title={t('sustainability:governance.certifications_title')}>
        <ul className={styles.certificates}>
          {certifications.map((certification) => (
            <li key={certification.id} className={styles.certificate}>
              <span className={styles.seal} aria-hidden="true">
                ISO
              </span>
              <h3 className={styles.certificateName}>{translateKey(i18n, certification.nameKey)}</h3>
              <p className={styles.certificateText}>{translateKey(i18n, certification.descriptionKey)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </PageScaffold>
  );
}
