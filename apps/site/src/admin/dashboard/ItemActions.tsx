import type { ContentKind } from '@company/content';
import { Button, ButtonLink, ConfirmDialog, useNotice } from '@company/ui';
import { useState } from 'react';
import { renderAppLink } from '../../components/AppLink';
import { useAppQueryClient } from '../../data/queryClient';
import { translateKey, useT } from '../../i18n/useT';
import * as styles from '../admin.css';
import { DeleteButton } from '../DeleteButton';
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

/** A row's actions: edit, preview and history for staff; publish or unpublish, schedule and delete for admins. */
export function ItemActions({ kind, item, isAdmin, onSchedule }: ItemActionsProps) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const [asking, setAsking] = useState<'publish' | 'draft' | null>(null);
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

  return (
    <div className={styles.detailActions}>
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
      <ButtonLink
        href={dashboardPaths.history(kind, item.id)}
        renderLink={renderAppLink}
        aria-label={named(t('admin:dashboard.history'))}
      >
        {t('admin:dashboard.history')}
      </ButtonLink>
      {isAdmin && (
        <>
          {publication === 'published' ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setAsking('draft')}
              disabled={setPublication.isPending}
              aria-label={named(t('admin:publish.unpublish'))}
            >
              {t('admin:publish.unpublish')}
            </Button>
          ) : (
            <Button
              size="sm"
              onClick={() => setAsking('publish')}
              disabled={setPublication.isPending}
              aria-label={named(t('admin:publish.publish_now'))}
            >
              {t('admin:publish.publish_now')}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onSchedule(item)}
            disabled={setPublication.isPending}
            aria-label={named(t('admin:publish.schedule'))}
          >
            {t('admin:publish.schedule')}
          </Button>
          <DeleteButton table={kind} id={item.id} itemLabel={item.title} size="sm" />
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
