import {
  type ComparisonRow,
  comparisonTable,
  filterClaims,
  filterLayers,
  sustainabilityImpact,
  useCases,
} from '@company/content';
import { ClaimCard, ClaimCards, ComparisonBars, DataTable, type DataTableColumn, Note } from '@company/ui';
import { CtaBand, MediaSplit } from '@company/ui/sections';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, Figure, RuledList, Section, Statement } from '../sections';

const { existing, durafiltex } = filterClaims.lifespanMonths;
const axisMax = durafiltex.max;
const axisTicks = [0, 12, 24, 36, 48, 60].filter((tick) => tick <= axisMax);

/** Durafiltex C: the filter product page (claims, layers, comparison, use cases, impact). */
export function DurafiltexC() {
  const { t, i18n } = useT();
  const columns: DataTableColumn<ComparisonRow>[] = [
    {
      id: 'item',
      header: t(comparisonTable.headerKeys.item),
      cell: (row) => translateKey(i18n, row.labelKey),
      rowHeader: true,
      width: '22%',
    },
    {
      id: 'glass',
      header: t(comparisonTable.headerKeys.glassFiber),
      cell: (row) => translateKey(i18n, row.glassFiberKey),
    },
    {
      id: 'durafiltex',
      header: t(comparisonTable.headerKeys.durafiltex),
      cell: (row) => <strong>{translateKey(i18n, row.durafiltexKey)}</strong>,
    },
  ];
  const remainingPressurePercent = 100 - filterClaims.pressureLossReductionMaxPercent;
  return (
    <>
      <Statement
        eyebrow={t('business:materials.durafiltex_c.eyebrow')}
        title={t('business:materials.durafiltex_c.subtitle')}
        lead={t('business:materials.durafiltex_c.lead')}
      />
      <ClaimCards>
        <ClaimCard
          label={t('business:materials.durafiltex_c.lifespan_title')}
          headline={t(filterClaims.keys.lifespanClaim)}
        >
          <ComparisonBars
            max={axisMax}
            ticks={axisTicks}
            bars={[
              {
                id: 'existing',
                label: t(filterClaims.keys.lifespanExisting),
                from: existing.min,
                to: existing.max,
              },
              {
                id: 'durafiltex',
                label: t(filterClaims.keys.lifespanDurafiltex),
                from: durafiltex.min,
                to: durafiltex.max,
                highlight: true,
              },
            ]}
          />
        </ClaimCard>
        <ClaimCard
          label={t('business:materials.durafiltex_c.pressure_title')}
          headline={t(filterClaims.keys.pressureClaim)}
        >
          <ComparisonBars
            max={100}
            bars={[
              { id: 'glass', label: t(comparisonTable.headerKeys.glassFiber), from: 0, to: 100 },
              {
                id: 'durafiltex',
                label: t(comparisonTable.headerKeys.durafiltex),
                from: 0,
                to: remainingPressurePercent,
                highlight: true,
              },
            ]}
            note={t('business:materials.durafiltex_c.pressure_note')}
          />
        </ClaimCard>
      </ClaimCards>
      <Section title={t('business:materials.durafiltex_c.layers_title')}>
        <MediaSplit
          variant="diagram"
          media={
            <Figure
              src="/media/filter-layers.svg"
              alt={t('business:materials.durafiltex_c.layers_alt')}
              width={800}
              height={520}
            />
          }
        >
          <RuledList items={filterLayers} columns={1} numbered getKey={(layer) => layer.id} />
        </MediaSplit>
      </Section>
      <Section title={t('business:materials.durafiltex_c.comparison_title')}>
        <DataTable
          columns={columns}
          rows={[...comparisonTable.rows]}
          getRowKey={(row) => row.id}
          caption={t(comparisonTable.captionKey)}
          hideCaption
          mobileLayout="scroll"
        />
        <Note aria-hidden="true">{t(comparisonTable.captionKey)}</Note>
      </Section>
      <Section title={t('business:materials.durafiltex_c.applications_title')}>
        <RuledList items={useCases} columns={3} numbered getKey={(item) => item.id} />
      </Section>
      <Section title={t('business:overview.impact_title')}>
        <RuledList items={sustainabilityImpact} columns={3} getKey={(item) => item.id} />
      </Section>
      <CtaBand
        text={t('business:materials.durafiltex_c.inquiry_lead')}
        action={
          <ArrowLink to="/Qna" primary>
            {t('business:materials.durafiltex_c.inquiry')}
          </ArrowLink>
        }
      />
    </>
  );
}
