import type { ContentKind } from '@company/content';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FormGrid,
  FormGridItem,
  RevisionDiff,
  SelectField,
  useNotice,
} from '@company/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../i18n/useLanguage';
import { translateKey, useT } from '../../i18n/useT';
import { actionKey } from '../actions/vocabulary';
import * as styles from '../admin.css';
import { useAdminAuth } from '../authStore';
import { adminErrorMessageKey } from '../errors/adminErrors';
import { kstMoment } from '../time/kst';
import { type HistoryEntry, historyEntries } from './historyEntries';
import { dashboardPaths } from './kinds';
import { PublicationBadge, shortDateTime } from './PublicationBadge';
import { comparedFields, readableVersion } from './revisionFields';
import {
  REVISIONS_LIMIT,
  useRestoreRevision,
  useRevisions,
  useStaffItem,
  useStaffMembers,
} from './staffQueries';

const isPublicationColumns = (version: Record<string, unknown>) =>
  (version.status === 'draft' || version.status === 'published') &&
  (version.published_at === null || typeof version.published_at === 'string');

/**
 * An item's history: each version as its author saved it, newest first (who, when, what they did, its status),
 * two of them compared word by word, and, for admins, restoring one. A deleted item is restored from here.
 */
export function RevisionHistory({ kind, id }: { kind: ContentKind; id: number }) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const auth = useAdminAuth();
  const isAdmin = auth.status === 'staff' && auth.role === 'admin';
  const headingId = useId();
  const item = useStaffItem(kind, id);
  const revisions = useRevisions(kind, id);
  const restore = useRestoreRevision(kind);
  const staff = useStaffMembers();
  const [before, setBefore] = useState<string>('');
  const [after, setAfter] = useState<string>('');
  const [restoring, setRestoring] = useState<HistoryEntry | null>(null);

  if (item.isPending || revisions.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('admin:dashboard.loading')}
      </p>
    );
  }
  if (revisions.isError || item.isError)
    return <p className={styles.errorBox}>{t('admin:history.load_failed')}</p>;

  const current = item.data as Record<string, unknown> | null;
  const entries = historyEntries(revisions.data, current, revisions.data.length < REVISIONS_LIMIT);
  const entryOf = (key: string) => entries.find((entry) => entry.key === key);
  const afterKey = entryOf(after) ? after : (entries[0]?.key ?? '');
  const beforeKey = entryOf(before) ? before : (entries[1]?.key ?? afterKey);
  const words = (version: Record<string, unknown>) =>
    readableVersion(version, (status) => t(`admin:publication.${status}`), kstMoment);
  const beforeVersion = entryOf(beforeKey)?.version;
  const afterVersion = entryOf(afterKey)?.version;

  const actorOf = (entry: HistoryEntry): string =>
    entry.actorEmail ??
    (entry.actorId ? staff.data?.get(entry.actorId) : undefined) ??
    (entry.actorId ? t('admin:dashboard.author_unknown') : t('admin:audit.system'));
  const actionOf = (entry: HistoryEntry) => {
    const key = actionKey(entry.action);
    return key ? translateKey(i18n, key) : entry.action;
  };
  const entryLabel = (entry: HistoryEntry) =>
    entry.isCurrent
      ? `${t('admin:history.current')}: ${t('admin:history.version', { at: shortDateTime(entry.at), action: actionOf(entry), actor: actorOf(entry) })}`
      : t('admin:history.version', {
          at: shortDateTime(entry.at),
          action: actionOf(entry),
          actor: actorOf(entry),
        });
  const options = entries.map((entry) => ({ value: entry.key, label: entryLabel(entry) }));

  const columns: DataTableColumn<HistoryEntry>[] = [
    {
      id: 'at',
      header: t('admin:history.col_at'),
      cell: (row) => shortDateTime(row.at),
      rowHeader: true,
      nowrap: true,
    },
    {
      id: 'action',
      header: t('admin:history.col_action'),
      cell: actionOf,
      width: '8rem',
    },
    {
      id: 'actor',
      header: t('admin:history.col_actor'),
      cell: actorOf,
    },
    {
      id: 'title',
      header: t('admin:history.col_title'),
      cell: (row) => (typeof row.version.title === 'string' ? row.version.title : ''),
    },
    {
      id: 'status',
      header: t('admin:history.col_status'),
      cell: (row) =>
        isPublicationColumns(row.version) ? (
          <PublicationBadge
            item={{
              status: row.version.status === 'published' ? 'published' : 'draft',
              published_at: typeof row.version.published_at === 'string' ? row.version.published_at : null,
            }}
            at={row.at}
          />
        ) : (
          ''
        ),
    },
    ...(isAdmin
      ? [
          {
            id: 'restore',
            header: t('admin:history.col_restore'),
            cell: (row: HistoryEntry) =>
              row.restoreId === null ? (
                t('admin:history.current')
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRestoring(row)}
                  aria-label={`${t('admin:history.restore')}: ${entryLabel(row)}`}
                >
                  {t('admin:history.restore')}
                </Button>
              ),
            width: '7rem',
          },
        ]
      : []),
  ];

  /** What a restore changes: content only (the fields that differ now), never status or publication. */
  const restoreSummary = (entry: HistoryEntry): string => {
    const kept = new Set([t('admin:history.fields.status'), t('admin:history.fields.published_at')]);
    const changed = comparedFields(kind, current ?? {}, entry.version, (field) =>
      t(`admin:history.fields.${field}`),
    )
      .filter((field) => !kept.has(field.label) && field.before !== field.after)
      .map((field) => field.label);
    return t('admin:history.restore_what', {
      fields: changed.length > 0 ? changed.join(', ') : t('admin:history.unchanged'),
    });
  };

  const confirmRestore = async () => {
    if (restoring?.restoreId == null) return;
    try {
      await restore.mutateAsync(restoring.restoreId);
      setRestoring(null);
      notify({ title: t('admin:history.restored'), tone: 'success' });
      if (!current) navigate(localize(dashboardPaths.edit(kind, id)));
    } catch (error) {
      setRestoring(null);
      notify({
        title: t('admin:history.restore_failed', {
          message: translateKey(i18n, adminErrorMessageKey(error)),
        }),
        tone: 'error',
      });
    }
  };

  return (
    <div className={styles.section}>
      {!current && <p className={styles.subtext}>{t('admin:history.deleted')}</p>}
      {entries.length === 0 ? (
        <p className={styles.status}>{t('admin:history.empty')}</p>
      ) : (
        <>
          <DataTable
            caption={t('admin:history.versions')}
            columns={columns}
            rows={entries}
            getRowKey={(row) => row.key}
            emptyText={t('admin:history.empty')}
          />
          <section className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.heading}>
              {t('admin:history.compare')}
            </h2>
            <FormGrid measure="full">
              <FormGridItem>
                <SelectField
                  label={t('admin:history.before')}
                  options={options}
                  value={beforeKey}
                  onChange={(event) => setBefore(event.target.value)}
                />
              </FormGridItem>
              <FormGridItem>
                <SelectField
                  label={t('admin:history.after')}
                  options={options}
                  value={afterKey}
                  onChange={(event) => setAfter(event.target.value)}
                />
              </FormGridItem>
            </FormGrid>
            {beforeVersion && afterVersion && (
              <RevisionDiff
                beforeLabel={t('admin:history.before')}
                afterLabel={t('admin:history.after')}
                fields={comparedFields(kind, words(beforeVersion), words(afterVersion), (field) =>
                  t(`admin:history.fields.${field}`),
                )}
                unchangedText={t('admin:history.unchanged')}
              />
            )}
          </section>
        </>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null);
        }}
        title={
          restoring
            ? t('admin:history.restore_named', {
                at: shortDateTime(restoring.at),
                actor: actorOf(restoring),
              })
            : t('admin:history.restore_confirm')
        }
        description={restoring ? restoreSummary(restoring) : undefined}
        confirmLabel={t('admin:history.restore')}
        cancelLabel={t('admin:publish.cancel')}
        onConfirm={confirmRestore}
        pending={restore.isPending}
        pendingLabel={t('admin:history.restoring')}
      />
    </div>
  );
}
