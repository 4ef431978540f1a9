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
import * as styles from '../admin.css';
import { useAdminAuth } from '../authStore';
import { adminErrorMessageKey } from '../errors/adminErrors';
import { dashboardPaths } from './kinds';
import { shortDateTime } from './PublicationBadge';
import { comparedFields } from './revisionFields';
import { useRestoreRevision, useRevisions, useStaffItem } from './staffQueries';
import type { Revision } from './types';

const CURRENT = 'current';

/**
 * An item's history: its saved versions newest first (who, when, what happened), two of them (or one and the
 * current item) compared word by word, and, for admins, restoring one. A deleted item is restored from here.
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
  const [before, setBefore] = useState<string>('');
  const [after, setAfter] = useState<string>(CURRENT);
  const [restoring, setRestoring] = useState<Revision | null>(null);

  if (item.isPending || revisions.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('admin:dashboard.loading')}
      </p>
    );
  }
  if (revisions.isError || item.isError)
    return <p className={styles.errorBox}>{t('admin:history.load_failed')}</p>;

  const list = revisions.data;
  const current = item.data as Record<string, unknown> | null;
  const versionOf = (key: string): Record<string, unknown> | undefined =>
    key === CURRENT ? (current ?? undefined) : list.find((revision) => String(revision.id) === key)?.fields;
  const beforeKey = before || (list[0] ? String(list[0].id) : '');
  const afterKey = current ? after : after === CURRENT ? (list[0] ? String(list[0].id) : '') : after;
  const beforeVersion = versionOf(beforeKey);
  const afterVersion = versionOf(afterKey);

  const revisionLabel = (revision: Revision) =>
    t('admin:history.version', {
      at: shortDateTime(revision.created_at),
      action: t(`admin:history.actions.${revision.action}`),
      actor: revision.actor_email ?? t('admin:audit.system'),
    });
  const options = [
    ...(current ? [{ value: CURRENT, label: t('admin:history.current') }] : []),
    ...list.map((revision) => ({ value: String(revision.id), label: revisionLabel(revision) })),
  ];

  const columns: DataTableColumn<Revision>[] = [
    {
      id: 'at',
      header: t('admin:history.col_at'),
      cell: (row) => shortDateTime(row.created_at),
      rowHeader: true,
      nowrap: true,
    },
    {
      id: 'action',
      header: t('admin:history.col_action'),
      cell: (row) => t(`admin:history.actions.${row.action}`),
      width: '8rem',
    },
    {
      id: 'actor',
      header: t('admin:history.col_actor'),
      cell: (row) => row.actor_email ?? t('admin:audit.system'),
    },
    {
      id: 'title',
      header: t('admin:history.col_title'),
      cell: (row) => (typeof row.fields.title === 'string' ? row.fields.title : ''),
    },
    ...(isAdmin
      ? [
          {
            id: 'restore',
            header: t('admin:history.col_restore'),
            cell: (row: Revision) => (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setRestoring(row)}
                aria-label={`${t('admin:history.restore')}: ${revisionLabel(row)}`}
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
  const restoreSummary = (revision: Revision): string => {
    const kept = new Set([t('admin:history.fields.status'), t('admin:history.fields.published_at')]);
    const changed = comparedFields(kind, current ?? {}, revision.fields, (field) =>
      t(`admin:history.fields.${field}`),
    )
      .filter((field) => !kept.has(field.label) && field.before !== field.after)
      .map((field) => field.label);
    return t('admin:history.restore_what', {
      fields: changed.length > 0 ? changed.join(', ') : t('admin:history.unchanged'),
    });
  };

  const confirmRestore = async () => {
    if (!restoring) return;
    try {
      await restore.mutateAsync(restoring.id);
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
      {list.length === 0 ? (
        <p className={styles.status}>{t('admin:history.empty')}</p>
      ) : (
        <>
          <DataTable
            caption={t('admin:history.versions')}
            columns={columns}
            rows={list}
            getRowKey={(row) => row.id}
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
                fields={comparedFields(kind, beforeVersion, afterVersion, (field) =>
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
                at: shortDateTime(restoring.created_at),
                actor: restoring.actor_email ?? t('admin:audit.system'),
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
