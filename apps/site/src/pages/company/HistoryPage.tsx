import { historyTimeline, type TranslationKey } from '@company/content';
import { Timeline, TimelineHeadline, type TimelineYear, YearStrip } from '@company/ui';
import type { i18n as I18n } from 'i18next';
import { PageScaffold } from '../../components/PageScaffold';
import { type SiteT, translateKey, useT } from '../../i18n/useT';
import { Section, Statement } from '../sections';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['company'];

/** The timeline's years: each opens with its headline, then the month-stamped events. */
function historyYears(t: SiteT, i18n: I18n): TimelineYear[] {
  const translate = (key: TranslationKey) => translateKey(i18n, key);
  return historyTimeline.map(
    (year): TimelineYear => ({
      year: year.year,
      events: [
        {
          id: `${year.year}-headline`,
          text: <TimelineHeadline>{translate(year.headlineKey)}</TimelineHeadline>,
        },
        ...year.events.map((event) => ({
          id: event.textKey,
          date: t('company:history.month', { month: String(event.month).padStart(2, '0') }),
          text: translate(event.textKey),
        })),
      ],
    }),
  );
}

/** History 2019-2025: the years at a glance, then the full timeline, newest first. */
export default function HistoryPage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const first = historyTimeline.at(-1)?.year;
  const last = historyTimeline[0]?.year;
  return (
    <PageScaffold pageKey={pageKey}>
      <Statement
        eyebrow={t('company:history.eyebrow')}
        title={`${first} — ${last}`}
        lead={t('company:history.lead')}
      />
      <YearStrip
        label={t('company:history.glance_label')}
        years={[...historyTimeline].reverse().map((year) => ({
          year: year.year,
          headline: translateKey(i18n, year.headlineKey),
        }))}
      />
      <Section title={t('company:history.timeline_title')}>
        <Timeline years={historyYears(t, i18n)} label={t('company:history.title')} headingLevel={3} />
      </Section>
    </PageScaffold>
  );
}
