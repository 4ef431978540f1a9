import { Button, ConfirmDialog, useNotice } from '@company/ui';
import { useState } from 'react';
import { useT } from '../i18n/useT';
import { errorMessage } from './html';
import { useDeleteRow } from './mutations';

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
  const { t } = useT();
  const { notify } = useNotice();
  const remove = useDeleteRow(table);
  const [asking, setAsking] = useState(false);
  const deleting = remove.isPending;

  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      setAsking(false);
      notify({ title: t('admin:delete.success'), tone: 'success' });
      onDeleted?.();
    } catch (error) {
      setAsking(false);
      notify({
        title: t('admin:delete.failure_with_message', { message: errorMessage(error) }),
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
