import { scheduleDownloads, scheduleEvents } from '@company/content';
import { DataTable, Lead, LinkCards, Numeric, Stack, TableLink } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import type { PageNamespaces, PageProps } from '../types';
import { IrSection } from './IrSection';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['ir'];

type ScheduleEvent = (typeof scheduleEvents)[number];

/** /ir/Schedule (built, not yet in the menu): the IR calendar and the four PDF downloads. */
export default function SchedulePage({ pageKey }: PageProps) {
  const { t, i18n } = useT();
  const downloadTitle = (id: string | undefined) => {
    const file = scheduleDownloads.find((download) => download.id === id);
    return file ? { href: file.href, title: translateKey(i18n, file.titleKey) } : null;
  };
  return (
    <PageScaffold pageKey={pageKey}>
      <Stack>
        <Lead size="report">{t('ir:schedule.lead')}</Lead>

        <IrSection id="ir-schedule-events" title={t('ir:schedule.events_title')}>
          <DataTable<ScheduleEvent>
            caption={t('ir:schedule.events_title')}
            hideCaption
            rows={[...scheduleEvents]}
            getRowKey={(event) => `${event.date}-${event.titleKey}`}
            columns={[
              {
                id: 'date',
                header: t('ir:schedule.date'),
                width: '9rem',
                align: 'center',
                cell: (event) => <Numeric dateTime={event.date}>{event.date}</Numeric>,
              },
              {
                id: 'event',
                header: t('ir:schedule.event'),
                rowHeader: true,
                cell: (event) => translateKey(i18n, event.titleKey),
              },
              {
                id: 'file',
                header: t('ir:schedule.file'),
                width: '10rem',
                align: 'center',
                cell: (event) => {
                  const file = downloadTitle(event.downloadId);
                  return file ? (
                    <TableLink
                      href={file.href}
                      download
                      aria-label={t('ir:schedule.download_file', { title: file.title })}
                    >
                      {t('common:actions.download')}
                    </TableLink>
                  ) : (
                    '-'
                  );
                },
              },
            ]}
          />
        </IrSection>

        <IrSection id="ir-schedule-downloads" title={t('ir:schedule.downloads_title')}>
          <LinkCards
            links={scheduleDownloads.map((file) => {
              const title = translateKey(i18n, file.titleKey);
              return {
                href: file.href,
                kind: 'download' as const,
                label: title,
                ariaLabel: t('ir:schedule.download_file', { title }),
                meta: `${file.date} · PDF · ${t(file.language === 'ko' ? 'ir:schedule.language_ko' : 'ir:schedule.language_en')}`,
              };
            })}
          />
        </IrSection>
      </Stack>
    </PageScaffold>
  );
}
