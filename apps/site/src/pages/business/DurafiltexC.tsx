import {
  type ComparisonRow,
  comparisonTable,
  filterClaims,
  filterLayers,
  sustainabilityImpact,
  useCases,
} from '@company/content';
import { DataTable, type DataTableColumn, Note } from '@company/ui';
import { translateKey, useT } from '../../i18n/useT';
import { ArrowLink, Figure, RuledList, Section, Statement } from '../sections';
import * as styles from './business.css';

const { existing, durafiltex } = filterClaims.lifespanMonths;
const axisMax = durafiltex.max;
const axisTicks = [0, 12, 24, 36, 48, 60].filter((tick) => tick <= axisMax);

/** Where a range of months sits on the 0..axisMax track, as CSS percentages. */
function rangeStyle(range: { min: number; max: number }) {
  return { left: `${(range.min / axisMax) * 100}%`, width: `${((range.max - range.min) / axisMax) * 100}%` };
}

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
      <div className={styles.claims}>
        <section className={styles.claim} aria-labelledby="claim-lifespan">
          <h2 id="claim-lifespan" className={styles.claimLabel}>
            {t('business:materials.durafiltex_c.lifespan_title')}
          </h2>
          <p className={styles.claimHeadline}>{t(filterClaims.keys.lifespanClaim)}</p>
          <ul className={styles.bars}>
            <li className={styles.barRow}>
              <span className={styles.barLabel}>{t(filterClaims.keys.lifespanExisting)}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={rangeStyle(existing)} />
              </span>
            </li>
            <li className={styles.barRow}>
              <span className={styles.barLabel}>{t(filterClaims.keys.lifespanDurafiltex)}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFillBrand} style={rangeStyle(durafiltex)} />
              </span>
            </li>
          </ul>
          <div className={styles.axis} aria-hidden="true">
            {axisTicks.map((tick) => (
              <span key={tick}>{tick}</span>
            ))}
          </div>
        </section>
        <section className={styles.claim} aria-labelledby="claim-pressure">
          <h2 id="claim-pressure" className={styles.claimLabel}>
            {t('business:materials.durafiltex_c.pressure_title')}
          </h2>
          <p className={styles.claimHeadline}>{t(filterClaims.keys.pressureClaim)}</p>
          <ul className={styles.bars}>
            <li className={styles.barRow}>
              <span className={styles.barLabel}>{t(comparisonTable.headerKeys.glassFiber)}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ left: 0, width: '100%' }} />
              </span>
            </li>
            <li className={styles.barRow}>
              <span className={styles.barLabel}>{t(comparisonTable.headerKeys.durafiltex)}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span
                  className={styles.barFillBrand}
                  style={{ left: 0, width: `${remainingPressurePercent}%` }}
                />
              </span>
            </li>
          </ul>
          <p className={styles.barLabel}>{t('business:materials.durafiltex_c.pressure_note')}</p>
        </section>
      </div>
      <Section title={t('business:materials.durafiltex_c.layers_title')}>
        <div className={styles.layers}>
          <Figure
            src="/media/filter-layers.svg"
            alt={t('business:materials.durafiltex_c.layers_alt')}
            width={800}
            height={520}
          />
          <RuledList items={filterLayers} columns={1} numbered getKey={(layer) => layer.id} />
        </div>
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
      <div className={styles.cta}>
        <p className={styles.ctaText}>{t('business:materials.durafiltex_c.inquiry_lead')}</p>
        <ArrowLink to="/Qna" primary>
          {t('business:materials.durafiltex_c.inquiry')}
        </ArrowLink>
      </div>
    </>
  );
}
