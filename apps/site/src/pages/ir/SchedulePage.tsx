import { scheduleDownloads, scheduleEvents } from '@company/content';
import { DataTable } from '@company/ui';
import { PageScaffold } from '../../components/PageScaffold';
import { translateKey, useT } from '../../i18n/useT';
import type { PageProps } from '../types';
import { IrSection } from './IrSection';
import * as styles from './ir.css';

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
      <div className={styles.stack}>
        <p className={styles.lead}>{t('ir:schedule.lead')}</p>

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
                cell: (event) => (
                  <time className={styles.numeric} dateTime={event.date}>
                    {event.date}
                  </time>
                ),
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
                    <a
                      href={file.href}
                      download
                      className={styles.tableLink}
                      aria-label={t('ir:schedule.download_file', { title: file.title })}
                    >
                      {t('common:actions.download')}
                    </a>
                  ) : (
                    '-'
                  );
                },
              },
            ]}
          />
        </IrSection>

        <IrSection id="ir-schedule-downloads" title={t('ir:schedule.downloads_title')}>
          <ul className={styles.linkList}>
            {scheduleDownloads.map((file) => {
              const title = translateKey(i18n, file.titleKey);
              return (
                <li key={file.id}>
                  <a
                    href={file.href}
                    download
                    className={styles.linkCard}
                    aria-label={t('ir:schedule.download_file', { title })}
                  >
                    <span>
                      {title}
                      <span className={styles.linkMeta}>
                        {file.date} · PDF ·{' '}
                        {t(file.language === 'ko' ? 'ir:schedule.language_ko' : 'ir:schedule.language_en')}
                      </span>
                    </span>
                    <span className={styles.linkArrow} aria-hidden="true">
                      ↓
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </IrSection>
      </div>
    </PageScaffold>
  );
}
