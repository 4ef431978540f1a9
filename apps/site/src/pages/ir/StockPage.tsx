import { type PageKey, shareholderComposition, stockInfo } from '@company/content';
import { DataTable, Lead, Numeric, Stack } from '@company/ui';
import { Callout } from '@company/ui/sections';
import type { ReactNode } from 'react';
import { PageScaffold } from '../../components/PageScaffold';
import { useLanguage } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import type { PageNamespaces, PageProps } from '../types';
import { IrSection } from './IrSection';
import { formatNumber } from './irFormat';
import { StockFigures, useStockAsOf } from './StockFigures';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['ir'];

type Row = { id: string; label: string; value: ReactNode };

function FactTable({ caption, rows, headers }: { caption: string; rows: Row[]; headers: [string, string] }) {
  return (
    <DataTable<Row>
      caption={caption}
      hideCaption
      rows={rows}
      getRowKey={(row) => row.id}
      columns={[
        { id: 'label', header: headers[0], rowHeader: true, width: '40%', cell: (row) => row.label },
        {
          id: 'value',
          header: headers[1],
          cell: (row) => <Numeric>{row.value}</Numeric>,
        },
      ]}
    />
  );
}

function StockInfo() {
  const { t } = useT();
  const language = useLanguage();
  const sharesUnit = t('ir:overview.units.shares');
  return (
    <FactTable
      caption={t('ir:stock.info.caption')}
      headers={[t('ir:overview.item'), t('ir:stock.info.title')]}
      rows={[
        {
          id: 'market',
          label: t('ir:stock.info.listed_market'),
          value: t('ir:stock.info.listed_market_value'),
        },
        { id: 'ticker', label: t('ir:stock.info.ticker'), value: stockInfo.ticker },
        {
          id: 'shares',
          label: t('ir:stock.info.shares'),
          value: `${formatNumber(stockInfo.sharesIssued, language)}${language === 'ko' ? '' : ' '}${sharesUnit}`,
        },
        { id: 'par', label: t('ir:stock.info.par_value'), value: t('ir:stock.info.par_value_value') },
        {
          id: 'fiscal',
          label: t('ir:stock.info.fiscal_year_end'),
          value: t('ir:stock.info.fiscal_year_end_value'),
        },
      ]}
    />
  );
}

function StockOwners() {
  const { t, i18n } = useT();
  const language = useLanguage();
  return (
    <FactTable
      caption={t('ir:stock.owner.caption')}
      headers={[t('ir:stock.owner.holder'), t('ir:stock.owner.ratio')]}
      rows={shareholderComposition.map((holder) => ({
        id: holder.labelKey,
        label: translateKey(i18n, holder.labelKey),
        value: `${formatNumber(holder.percent, language, 1)}%`,
      }))}
    />
  );
}

const sections: Partial<Record<PageKey, { titleKey: 'info' | 'stock' | 'owner' }>> = {
  ir_stock_info: { titleKey: 'info' },
  ir_stock_stock: { titleKey: 'stock' },
  ir_stock_owner: { titleKey: 'owner' },
};

/** /ir/stock/Info, /Stock and /Owner (built, not yet in the menu): share facts, the share price, the holders. */
export default function StockPage({ pageKey }: PageProps) {
  const { t } = useT();
  const asOf = useStockAsOf();
  const which = sections[pageKey]?.titleKey ?? 'stock';
  return (
    <PageScaffold pageKey={pageKey}>
      <Stack>
        <Lead size="report">{t(`ir:stock.${which}.lead`)}</Lead>
        {which === 'info' ? (
          <IrSection id="ir-stock-info" title={t('ir:stock.info.title')}>
            <StockInfo />
          </IrSection>
        ) : null}
        {which === 'stock' ? (
          <IrSection id="ir-stock-price" title={t('ir:stock.stock.title')} meta={asOf}>
            <StockFigures />
            <Callout tone="note">{t('ir:overview.stock_notice')}</Callout>
          </IrSection>
        ) : null}
        {which === 'owner' ? (
          <IrSection id="ir-stock-owner" title={t('ir:stock.owner.title')} meta={t('ir:stock.owner.lead')}>
            <StockOwners />
          </IrSection>
        ) : null}
      </Stack>
    </PageScaffold>
  );
}
