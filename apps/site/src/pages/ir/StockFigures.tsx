import { stockFields, stockQuote } from '@company/content';
import { FigureGrid } from '@company/ui';
import { useLanguage } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { formatStockField, stockDirection } from './irFormat';

/** The seven stock fields: previous day, fluctuation rate, previous close, current price, high, low, volume. */
export function StockFigures() {
  const { t, i18n } = useT();
  const language = useLanguage();
  const units = {
    won: t('ir:overview.units.won'),
    shares: t('ir:overview.units.shares'),
    percent: t('ir:overview.units.percent'),
  };
  return (
    <FigureGrid
      figures={stockFields.map((field) => ({
        id: field.id,
        label: translateKey(i18n, field.labelKey),
        value: formatStockField(field, language, units),
        trend: stockDirection(field) ?? undefined,
      }))}
    />
  );
}

/** "2025-06-30 기준" for the quote. */
export function useStockAsOf(): string {
  const { t } = useT();
  return t('ir:overview.stock_as_of', { date: stockQuote.asOf.slice(0, 10) });
}
