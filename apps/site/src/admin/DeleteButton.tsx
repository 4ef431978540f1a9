import { Button, ConfirmDialog, useNotice } from '@company/ui';
import { useState } from 'react';
import { useAppQueryClient } from '../data/queryClient';
import { translateKey, useT } from '../i18n/useT';
import { adminClient } from './client';
import { fetchRevisions } from './dashboard/staffQueries';
import { adminErrorMessageKey } from './errors/adminErrors';
import { invalidateAfterWrite, useDeleteRow } from './mutations';
import { offerUndo } from './undo/offerUndo';

type DeletableTable = 'news' | 'youtube' | 'announcement' | 'shareholders';

interface DeleteDialogProps {
  table: DeletableTable;
  id: number;
  /** Names what is deleted (the post's title). */
  itemLabel?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful delete (e.g. go to the list). */
  onDeleted?: () => void;
  /** Told while the delete runs (the button that opened the dialog reads 삭제 중...). */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The confirmation 정말로 이 게시물을 삭제하시겠습니까? and the delete itself: tells the outcome in a notice and
 * offers to undo it. Opened by a 삭제 button or a row menu's 삭제.
 */
export function DeleteDialog({
  table,
  id,
  itemLabel,
  open,
  onOpenChange,
  onDeleted,
  onPendingChange,
}: DeleteDialogProps) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const remove = useDeleteRow(table);
  const queryClient = useAppQueryClient();
  const deleting = remove.isPending;

  const confirm = async () => {
    onPendingChange?.(true);
    try {
      await remove.mutateAsync(id);
      onOpenChange(false);
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
      onOpenChange(false);
      notify({
        title: t('admin:delete.failure_with_message', {
          message: translateKey(i18n, adminErrorMessageKey(error)),
        }),
        tone: 'error',
      });
    } finally {
      onPendingChange?.(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin:delete.confirm')}
      description={itemLabel ? t('admin:confirm.delete_named', { title: itemLabel }) : undefined}
      confirmLabel={t('admin:delete.confirm_button')}
      cancelLabel={t('admin:delete.cancel_button')}
      onConfirm={confirm}
      pending={deleting}
      pendingLabel={t('admin:delete.deleting')}
      tone="danger"
    />
  );
}

interface DeleteButtonProps {
  table: DeletableTable;
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
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

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
      <DeleteDialog
        table={table}
        id={id}
        itemLabel={itemLabel}
        open={asking}
        onOpenChange={setAsking}
        onDeleted={onDeleted}
        onPendingChange={setDeleting}
      />
    </>
  );
}
