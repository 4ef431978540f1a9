import type { ContentKind } from '@company/content';
import { useNotice } from '@company/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../i18n/useLanguage';
import { useT } from '../../../i18n/useT';
import { useAdminAuth } from '../../authStore';
import { errorMessage } from '../../html';
import { type PublicationInput, useSaveRow } from '../../mutations';
import { dashboardPaths } from '../kinds';
import {
  type PublicationColumns,
  type PublishIntent,
  publicationChange,
  scheduleInputOf,
} from '../publication';

type SaveRow<K extends ContentKind> = ReturnType<typeof useSaveRow<K>>;
type Values<K extends ContentKind> = Parameters<SaveRow<K>['mutateAsync']>[0]['values'];

/** What a save needs of the loaded item: its id, publication and the version the form started from. */
export type LoadedItem = PublicationColumns & { id: number; version: number };

/**
 * Saves an editor's item with what its save asked for: an editor's save is always a draft; an admin can also
 * publish now or schedule. The database enforces the same (an editor's published write is refused); here the
 * choice is made before anything is sent. A successful save returns to the kind's list. It also keeps the
 * editor's schedule moment, and says whether the item is locked (an editor may change only drafts). An update
 * sends the loaded item's version + 1; a stale one is refused (`ConflictError`, shown as a save failure).
 */
export function useItemSave<K extends ContentKind>(kind: K, item: LoadedItem | undefined) {
  const { t } = useT();
  const { notify } = useNotice();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const auth = useAdminAuth();
  const saveRow = useSaveRow(kind);
  const isAdmin = auth.status === 'staff' && auth.role === 'admin';
  const [scheduleAt, setScheduleAt] = useState(() => scheduleInputOf(item, new Date()));
  const locked = !isAdmin && item !== undefined && item.status !== 'draft';

  const save = async (intent: PublishIntent, values: Values<K>): Promise<boolean> => {
    const change = publicationChange(isAdmin ? intent : 'draft', item, scheduleAt, new Date());
    if (!change.ok) {
      notify({ title: t(`admin:publish.${change.error}`), tone: 'error' });
      return false;
    }
    const publication: PublicationInput = change.values;
    try {
      const saving = { ...values, ...publication };
      // An update is based on the version the form loaded: the database refuses it if the item moved on.
      await saveRow.mutateAsync(
        item ? { id: item.id, version: item.version, values: saving } : { values: saving },
      );
    } catch (error) {
      notify({ title: t('admin:publish.save_failed', { message: errorMessage(error) }), tone: 'error' });
      return false;
    }
    const outcome =
      change.values.status === 'draft'
        ? 'saved_draft'
        : intent === 'schedule'
          ? 'saved_scheduled'
          : 'saved_published';
    notify({ title: t(`admin:publish.${outcome}`), tone: 'success' });
    navigate(localize(dashboardPaths.list(kind)));
    return true;
  };

  return { save, pending: saveRow.isPending, isAdmin, locked, scheduleAt, setScheduleAt };
}

/** Which save button sent the form (its `data-intent`); Enter in a field saves a draft. */
export function intentOfSubmit(event: { nativeEvent: Event }): PublishIntent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const intent = submitter?.getAttribute('data-intent');
  return intent === 'publish' || intent === 'schedule' ? intent : 'draft';
}
