import { stockFields, stockQuote } from '@company/content';
import { useLanguage } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from './ir.css';
import { formatStockField, stockDirection } from './irFormat';

const arrows = { up: '▲', down: '▼', flat: '' } as const;

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
    <dl className={styles.figures}>
      {stockFields.map((field) => {
        const direction = stockDirection(field);
        return (
          <div key={field.id} className={styles.figure}>
            <dd className={[styles.figureValue, direction ? styles.direction[direction] : ''].join(' ')}>
              {direction && direction !== 'flat' ? (
                <span aria-hidden="true">{arrows[direction]} </span>
              ) : null}
              {formatStockField(field, language, units)}
            </dd>
            <dt className={styles.figureLabel}>{translateKey(i18n, field.labelKey)}</dt>
          </div>
        );
      })}
    </dl>
  );
}

/** "2025-06-30 기준" for the quote. */
export function useStockAsOf(): string {
  const { t } = useT();
  return t('ir:overview.stock_as_of', { date: stockQuote.asOf.slice(0, 10) });
}
