import type { ContentKind } from '@company/content';
import { ConfirmDialog, useNotice } from '@company/ui';
import { useAppQueryClient } from '../../../data/queryClient';
import { translateKey, useT } from '../../../i18n/useT';
import { restoreDiscardedPendingVersion } from '../../data/discardedPendingVersions';
import { type PendingVersion, useDiscardPendingVersion } from '../../data/pendingVersions';
import { adminErrorMessageKey } from '../../errors/adminErrors';
import { kstMoment } from '../../time/kst';
import { offerUndo } from '../../undo/offerUndo';

interface DiscardPendingDialogProps {
  kind: ContentKind;
  /** The pending version asked about; null while the dialog is closed. */
  version: Pick<PendingVersion, 'id' | 'updated_at'> | null;
  /** Its author's name (their address), or null when it is the signed-in person's own. */
  authorName: string | null;
  onClose: () => void;
}

/**
 * Asks before a pending version is discarded, naming its author and when it was saved; after the discard offers
 * 되돌리기, which restores it (the database kept it: `discard_pending_version` answers the kept row).
 */
export function DiscardPendingDialog({ kind, version, authorName, onClose }: DiscardPendingDialogProps) {
  const { t, i18n } = useT();
  const { notify } = useNotice();
  const discard = useDiscardPendingVersion(kind);
  const queryClient = useAppQueryClient();
  const at = version ? kstMoment(version.updated_at) : '';

  const confirm = async () => {
    if (!version) return;
    try {
      const { discardedId } = await discard.mutateAsync(version.id);
      onClose();
      offerUndo({
        message:
          authorName === null
            ? t('admin:discarded.done_own')
            : t('admin:discarded.done_named', { who: authorName }),
        actionLabel: t('admin:confirm.undo'),
        closeLabel: t('admin:confirm.close'),
        undo: async () => {
          // Plain calls: the undo bar outlives this dialog (the list it sat in may be gone).
          await restoreDiscardedPendingVersion(discardedId);
          await queryClient.invalidateQueries({ queryKey: ['pending_versions', kind] });
          await queryClient.invalidateQueries({ queryKey: ['discarded_pending_versions'] });
          return t('admin:confirm.undone');
        },
        failureOf: (error) => translateKey(i18n, adminErrorMessageKey(error)),
      });
    } catch (error) {
      onClose();
      notify({ title: translateKey(i18n, adminErrorMessageKey(error)), tone: 'error' });
    }
  };

  return (
    <ConfirmDialog
      open={version !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        authorName === null
          ? t('admin:discarded.confirm_title_own', { at })
          : t('admin:discarded.confirm_title', { who: authorName, at })
      }
      description={t(
        authorName === null ? 'admin:discarded.confirm_detail_own' : 'admin:discarded.confirm_detail',
      )}
      confirmLabel={t('admin:discarded.confirm_ok')}
      cancelLabel={t('admin:confirm.back')}
      onConfirm={() => void confirm()}
      pending={discard.isPending}
      pendingLabel={t('admin:discarded.discarding')}
      tone="danger"
    />
  );
}
