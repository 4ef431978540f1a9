import { financialSummary } from '@company/content';
import { DataTable, type DataTableColumn, Numeric } from '@company/ui';
import { useLanguage } from '../../i18n/useLanguage';
import { useT } from '../../i18n/useT';
import { formatNumber } from './irFormat';

type Year = (typeof financialSummary)[number];
type Figure = Exclude<keyof Year, 'year'>;

const rows: Figure[] = [
  'revenue',
  'operatingProfit',
  'netIncome',
  'totalAssets',
  'totalLiabilities',
  'totalEquity',
];

/** Summary statements for the last three fiscal years (in hundred million won): one row per figure. */
export function FinancialSummaryTable() {
  const { t } = useT();
  const language = useLanguage();
  const label: Record<Figure, string> = {
    revenue: t('ir:financial.snap.revenue'),
    operatingProfit: t('ir:financial.snap.operating_profit'),
    netIncome: t('ir:financial.snap.net_income'),
    totalAssets: t('ir:financial.snap.total_assets'),
    totalLiabilities: t('ir:financial.snap.total_liabilities'),
    totalEquity: t('ir:financial.snap.total_equity'),
  };
  return (
    <DataTable
      caption={`${t('ir:financial.snap.title')} (${t('ir:financial.snap.unit')})`}
      hideCaption
      mobileLayout="scroll"
      rows={rows}
      getRowKey={(row) => row}
      columns={[
        { id: 'item', header: t('ir:overview.item'), rowHeader: true, cell: (row) => label[row] },
        ...financialSummary.map(
          (year): DataTableColumn<Figure> => ({
            id: String(year.year),
            header: t('ir:overview.year_value', { year: year.year }),
            align: 'end',
            cell: (row) => <Numeric>{formatNumber(year[row], language)}</Numeric>,
          }),
        ),
      ]}
    />
  );
}
