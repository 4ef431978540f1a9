import { Button, ConfirmDialog, useNotice } from '@company/ui';
import { useState } from 'react';
import { useAppQueryClient } from '../data/queryClient';
import { translateKey, useT } from '../i18n/useT';
import { adminClient } from './client';
import { fetchRevisions } from './dashboard/staffQueries';
import { adminErrorMessageKey } from './errors/adminErrors';
import { invalidateAfterWrite, useDeleteRow } from './mutations';
import { offerUndo } from './undo/offerUndo';

interface DeleteButtonProps {
  table: 'news' | 'youtube' | 'announcement' | 'shareholders';
  id: number;
  /** Names what is deleted for assistive technology (the post's title). */
  itemLabel?: string;
  /** After a successful delete (e.g. go to the list). */
  onDeleted?: () => void;
  size?: 'sm' | 'md';
}

/**
 * 삭제 with the confirmation 정말로 이 게시물을 삭제하시겠습니까?; reads 삭제 중... and is disabled while
 * deleting; tells the outcome in a notice.
 */
export function DeleteButton({ table, id, itemLabel, onDeleted, size = 'md' }: DeleteButtonProps) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const remove = useDeleteRow(table);
  const queryClient = useAppQueryClient();
  const [asking, setAsking] = useState(false);
  const deleting = remove.isPending;

  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      setAsking(false);
      notify({ title: t('admin:delete.success'), tone: 'success' });
      // Undo brings the item back from the version its delete kept (restore_revision of the last revision).
      offerUndo({
        message: t('admin:confirm.deleted_named', { title: itemLabel ?? `#${id}` }),
        actionLabel: t('admin:confirm.undo'),
        closeLabel: t('admin:confirm.close'),
        undo: async () => {
          const last = (await fetchRevisions(table, id)).find((revision) => revision.action === 'delete');
          if (!last) throw new Error('no revision');
          const client = await adminClient();
          const { error } = await client.rpc('restore_revision', { revision_id: last.id });
          if (error) throw error;
          await invalidateAfterWrite(queryClient, table);
          return t('admin:confirm.undone');
        },
        failureOf: (error) => translateKey(i18n, adminErrorMessageKey(error)),
      });
      onDeleted?.();
    } catch (error) {
      setAsking(false);
      notify({
        title: t('admin:delete.failure_with_message', {
          message: translateKey(i18n, adminErrorMessageKey(error)),
        }),
        tone: 'error',
      });
    }
  };

  return (
    <>
      <Button
        variant="danger"
        size={size}
        onClick={() => setAsking(true)}
        disabled={deleting}
        aria-label={itemLabel ? `${t('admin:delete.button')}: ${itemLabel}` : undefined}
      >
        {deleting ? t('admin:delete.deleting') : t('admin:delete.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('admin:delete.confirm')}
        description={itemLabel ? t('admin:confirm.delete_named', { title: itemLabel }) : undefined}
        confirmLabel={t('admin:delete.confirm_button')}
        cancelLabel={t('admin:delete.cancel_button')}
        onConfirm={confirm}
        pending={deleting}
        pendingLabel={t('admin:delete.deleting')}
        tone="danger"
      />
    </>
  );
}
