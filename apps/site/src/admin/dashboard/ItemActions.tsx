import type { ContentKind } from '@company/content';
import { ButtonLink, ConfirmDialog, type RowActionItem, RowActions, useNotice } from '@company/ui';
import { useState } from 'react';
import { renderAppLink } from '../../components/AppLink';
import { useAppQueryClient } from '../../data/queryClient';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { DeleteDialog } from '../DeleteButton';
import { adminErrorMessageKey } from '../errors/adminErrors';
import { invalidateAfterWrite, updateItem } from '../mutations';
import { offerUndo } from '../undo/offerUndo';
import { dashboardPaths } from './kinds';
import { publicationChange, publicationOf } from './publication';
import { useSetPublication } from './staffQueries';
import type { ListedItem } from './types';

interface ItemActionsProps {
  kind: ContentKind;
  item: ListedItem;
  isAdmin: boolean;
  /** Opens the schedule panel for this item. */
  onSchedule: (item: ListedItem) => void;
}

/**
 * A row's actions: edit and preview as buttons; the rest in one menu (history for staff; publish or unpublish,
 * schedule and delete for admins), so a row stays on one line.
 */
export function ItemActions({ kind, item, isAdmin, onSchedule }: ItemActionsProps) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const [asking, setAsking] = useState<'publish' | 'draft' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deletePending, setDeletePending] = useState(false);
  const queryClient = useAppQueryClient();
  const setPublication = useSetPublication(kind);
  const publication = publicationOf(item, new Date());
  const named = (action: string) => `${action}: ${item.title}`;

  const change = async (intent: 'publish' | 'draft') => {
    const next = publicationChange(intent, item, '', new Date());
    if (!next.ok) return;
    try {
      await setPublication.mutateAsync({ id: item.id, version: item.version, values: next.values });
      if (intent === 'publish') {
        notify({ title: t('admin:publish.saved_published'), tone: 'success' });
        return;
      }
      // Taking it offline kept its moment (the database keeps published_at): publishing it again with the
      // status alone puts it back where it was.
      offerUndo({
        message: t('admin:confirm.unpublished_named', { title: item.title }),
        actionLabel: t('admin:confirm.undo'),
        closeLabel: t('admin:confirm.close'),
        undo: async () => {
          await updateItem(kind, item.id, item.version + 1, { status: 'published' });
          await invalidateAfterWrite(queryClient, kind);
          return t('admin:confirm.undone');
        },
        failureOf: (error) => translateKey(i18n, adminErrorMessageKey(error)),
      });
    } catch (error) {
      notify({ title: translateKey(i18n, adminErrorMessageKey(error)), tone: 'error' });
    } finally {
      setAsking(null);
    }
  };

  const busy = setPublication.isPending;
  const menu: RowActionItem[] = [
    {
      id: 'history',
      label: t('admin:dashboard.history'),
      'aria-label': named(t('admin:dashboard.history')),
      href: dashboardPaths.history(kind, item.id),
    },
    ...(isAdmin
      ? [
          publication === 'published'
            ? {
                id: 'unpublish',
                label: t('admin:publish.unpublish'),
                'aria-label': named(t('admin:publish.unpublish')),
                onSelect: () => setAsking('draft'),
                disabled: busy,
                tone: 'danger' as const,
              }
            : {
                id: 'publish',
                label: t('admin:publish.publish_now'),
                'aria-label': named(t('admin:publish.publish_now')),
                onSelect: () => setAsking('publish'),
                disabled: busy,
              },
          {
            id: 'schedule',
            label: t('admin:publish.schedule'),
            'aria-label': named(t('admin:publish.schedule')),
            onSelect: () => onSchedule(item),
            disabled: busy,
          },
          {
            id: 'delete',
            label: deletePending ? t('admin:delete.deleting') : t('admin:delete.button'),
            'aria-label': named(t('admin:delete.button')),
            onSelect: () => setDeleting(true),
            disabled: deletePending,
            tone: 'danger' as const,
          },
        ]
      : []),
  ];

  return (
    <div className={styles.rowActions}>
      <ButtonLink
        href={dashboardPaths.edit(kind, item.id)}
        renderLink={renderAppLink}
        aria-label={named(t('admin:dashboard.edit'))}
      >
        {t('admin:dashboard.edit')}
      </ButtonLink>
      <ButtonLink
        href={dashboardPaths.preview(kind, item.id)}
        renderLink={renderAppLink}
        aria-label={named(t('admin:dashboard.preview'))}
      >
        {t('admin:dashboard.preview')}
      </ButtonLink>
      <RowActions label={named(t('admin:dashboard.more'))} items={menu} renderLink={renderAppLink} />
      {isAdmin && (
        <>
          <DeleteDialog
            table={kind}
            id={item.id}
            itemLabel={item.title}
            open={deleting}
            onOpenChange={setDeleting}
            onPendingChange={setDeletePending}
          />
          <ConfirmDialog
            open={asking !== null}
            onOpenChange={(open) => {
              if (!open) setAsking(null);
            }}
            title={t(asking === 'draft' ? 'admin:confirm.unpublish' : 'admin:confirm.publish', {
              title: item.title,
            })}
            description={t(
              asking === 'draft' ? 'admin:confirm.unpublish_detail' : 'admin:confirm.publish_detail',
            )}
            confirmLabel={t(asking === 'draft' ? 'admin:confirm.unpublish_ok' : 'admin:confirm.publish_ok')}
            cancelLabel={t('admin:confirm.back')}
            onConfirm={() => {
              if (asking) void change(asking);
            }}
            pending={setPublication.isPending}
            pendingLabel={t('admin:publish.saving')}
            tone={asking === 'draft' ? 'danger' : 'primary'}
          />
        </>
      )}
    </div>
  );
}
