import { irHighlights } from '@company/content';
import { Link } from 'react-router';
import { PageScaffold } from '../../components/PageScaffold';
import { useLanguage, useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { announcementListPath, shareholdersPath } from '../newsroom/paths';
import type { PageProps } from '../types';
import { FinancialSummaryTable } from './FinancialSummaryTable';
import { IrSection } from './IrSection';
import * as styles from './ir.css';
import { formatNumber } from './irFormat';
import { StockFigures, useStockAsOf } from './StockFigures';

/** /ir/Overview: the IR message, the share price (seven fields), performance highlights and the financial summary. */
export default function OverviewPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const asOf = useStockAsOf();
  const body = t('ir:overview.body', { returnObjects: true });
  const unitLabel = {
    hundred_million_won: t('ir:overview.units.hundred_million_won'),
    percent: t('ir:overview.units.percent'),
  };
  return (
    <PageScaffold pageKey={pageKey}>
      <div className={styles.stack}>
        <div className={styles.section}>
          <p className={styles.lead}>{t('ir:overview.lead')}</p>
          <div className={styles.prose}>
            {body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>

        <IrSection id="ir-stock" title={t('ir:overview.stock_title')} meta={asOf}>
          <StockFigures />
          <p className={styles.notice}>{t('ir:overview.stock_notice')}</p>
        </IrSection>

        <IrSection
          id="ir-highlights"
          title={t('ir:overview.highlights_title')}
          meta={t('ir:overview.highlights_note')}
        >
          <dl className={styles.figures}>
            {irHighlights.map((item) => (
              <div key={item.labelKey} className={styles.figure}>
                <dd className={styles.figureValue}>
                  {formatNumber(item.value, language)}
                  <span className={styles.figureLabel}> {unitLabel[item.unit]}</span>
                </dd>
                <dt className={styles.figureLabel}>{translateKey(i18n, item.labelKey)}</dt>
              </div>
            ))}
          </dl>
        </IrSection>

        <IrSection
          id="ir-financial"
          title={t('ir:overview.financial_title')}
          meta={t('ir:financial.snap.unit')}
        >
          <FinancialSummaryTable />
        </IrSection>

        <IrSection id="ir-links" title={t('ir:overview.links_title')}>
          <ul className={styles.linkList}>
            {[
              { href: announcementListPath, label: t('ir:disclosure.announcement_link') },
              { href: shareholdersPath, label: t('ir:disclosure.shareholders_link') },
            ].map((link) => (
              <li key={link.href}>
                <Link to={localize(link.href)} className={styles.linkCard}>
                  {link.label}
                  <span className={styles.linkArrow} aria-hidden="true">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.meta}>{t('ir:overview.contact_body')}</p>
        </IrSection>
      </div>
    </PageScaffold>
  );
}
