import { financialSummary, type PageKey } from '@company/content';
import { DataTable, Lead, Stack } from '@company/ui';
import { Prose } from '@company/ui/sections';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageNamespaces, PageProps } from '../types';
import { FinancialSummaryTable } from './FinancialSummaryTable';
import { IrSection } from './IrSection';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['ir'];

/** The company's first fiscal year (founded in 2019): the term of year Y is Y - 2019 + 1. */
const FIRST_FISCAL_YEAR = 2019;

type Which = 'snap' | 'credit' | 'report';
const pages: Partial<Record<PageKey, Which>> = {
  ir_financial_snap: 'snap',
  ir_financial_credit: 'credit',
  ir_financial_report: 'report',
};

function CreditRating() {
  const { t } = useT();
  return (
    <DataTable<{ id: string }>
      caption={t('ir:financial.credit.title')}
      hideCaption
      rows={[{ id: 'rating' }]}
      getRowKey={(row) => row.id}
      columns={[
        {
          id: 'agency',
          header: t('ir:financial.credit.agency'),
          cell: () => t('ir:financial.credit.agency_value'),
        },
        {
          id: 'rating',
          header: t('ir:financial.credit.rating'),
          rowHeader: true,
          cell: () => t('ir:financial.credit.rating_value'),
        },
        {
          id: 'date',
          header: t('ir:financial.credit.date'),
          cell: () => t('ir:financial.credit.date_value'),
        },
      ]}
    />
  );
}

function AuditReports() {
  const { t } = useT();
  return (
    <DataTable<(typeof financialSummary)[number]>
      caption={t('ir:financial.report.title')}
      hideCaption
      rows={[...financialSummary]}
      getRowKey={(row) => row.year}
      columns={[
        {
          id: 'year',
          header: t('ir:financial.report.year'),
          rowHeader: true,
          cell: (row) =>
            t('ir:financial.report.year_value', { year: row.year, term: row.year - FIRST_FISCAL_YEAR + 1 }),
        },
        {
          id: 'opinion',
          header: t('ir:financial.report.opinion'),
          cell: () => t('ir:financial.report.opinion_value'),
        },
      ]}
    />
  );
}

/** /ir/financial/Snap, /Credit and /Report (built, not yet in the menu). */
export default function FinancialPage({ pageKey }: PageProps) {
  const { t } = useT();
  const which = pages[pageKey] ?? 'snap';
  return (
    <PageScaffold pageKey={pageKey}>
      <Stack>
        <Lead size="report">{t(`ir:financial.${which}.lead`)}</Lead>
        {which === 'snap' ? (
          <IrSection
            id="ir-financial-snap"
            title={t('ir:financial.snap.title')}
            meta={t('ir:financial.snap.unit')}
          >
            <FinancialSummaryTable />
          </IrSection>
        ) : null}
        {which === 'credit' ? (
          <IrSection id="ir-financial-credit" title={t('ir:financial.credit.title')}>
            <CreditRating />
            <Prose variant="report">
              <p>{t('ir:financial.credit.body')}</p>
            </Prose>
          </IrSection>
        ) : null}
        {which === 'report' ? (
          <IrSection id="ir-financial-report" title={t('ir:financial.report.title')}>
            <AuditReports />
            <Prose variant="report">
              <p>{t('ir:financial.report.body')}</p>
            </Prose>
          </IrSection>
        ) : null}
      </Stack>
    </PageScaffold>
  );
}
