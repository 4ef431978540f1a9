import { irHighlights } from '@company/content';
import { FigureGrid, Lead, LinkCards, Note, Stack } from '@company/ui';
import { Callout, Prose } from '@company/ui/sections';
import { renderAppLink } from '../../components/AppLink';
import { PageScaffold } from '../../components/PageScaffold';
import { useLanguage } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { announcementListPath, shareholdersPath } from '../newsroom/paths';
import type { PageNamespaces, PageProps } from '../types';
import { FinancialSummaryTable } from './FinancialSummaryTable';
import { IrSection } from './IrSection';
import { formatNumber } from './irFormat';
import { StockFigures, useStockAsOf } from './StockFigures';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['ir'];

/** /ir/Overview: the IR message, the share price (seven fields), performance highlights and the financial summary. */
export default function OverviewPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const language = useLanguage();
  const asOf = useStockAsOf();
  const body = t('ir:overview.body', { returnObjects: true });
  const unitLabel = {
    hundred_million_won: t('ir:overview.units.hundred_million_won'),
    percent: t('ir:overview.units.percent'),
  };
  return (
    <PageScaffold pageKey={pageKey}>
      <Stack>
        <Stack gap="section">
          <Lead size="report">{t('ir:overview.lead')}</Lead>
          <Prose variant="report" paragraphs={body} />
        </Stack>

        <IrSection id="ir-stock" title={t('ir:overview.stock_title')} meta={asOf}>
          <StockFigures />
          <Callout tone="note">{t('ir:overview.stock_notice')}</Callout>
        </IrSection>

        <IrSection
          id="ir-highlights"
          title={t('ir:overview.highlights_title')}
          meta={t('ir:overview.highlights_note')}
        >
          <FigureGrid
            figures={irHighlights.map((item) => ({
              id: item.labelKey,
              label: translateKey(i18n, item.labelKey),
              value: formatNumber(item.value, language),
              unit: unitLabel[item.unit],
            }))}
          />
        </IrSection>

        <IrSection
          id="ir-financial"
          title={t('ir:overview.financial_title')}
          meta={t('ir:financial.snap.unit')}
        >
          <FinancialSummaryTable />
        </IrSection>

        <IrSection id="ir-links" title={t('ir:overview.links_title')}>
          <LinkCards
            renderLink={renderAppLink}
            links={[
              { href: announcementListPath, label: t('ir:disclosure.announcement_link') },
              { href: shareholdersPath, label: t('ir:disclosure.shareholders_link') },
            ]}
          />
          <Note>{t('ir:overview.contact_body')}</Note>
        </IrSection>
      </Stack>
    </PageScaffold>
  );
}
