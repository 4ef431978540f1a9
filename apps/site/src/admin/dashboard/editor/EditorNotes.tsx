import { Callout } from '@company/ui';
import { useT } from '../../../i18n/useT';
import type { PublicationColumns } from '../publication';

interface EditorNotesProps {
  isAdmin: boolean;
  item?: PublicationColumns;
  /** An editor looking at an item that is no longer a draft: only an admin may change it. */
  locked: boolean;
}

/** What an editor should know before saving: that a save is a draft, or that this item is an admin's now. */
export function EditorNotes({ isAdmin, item, locked }: EditorNotesProps) {
  const { t } = useT();
  if (locked) return <Callout tone="note">{t('admin:publish.editor_locked')}</Callout>;
  if (!isAdmin)
    return (
      <Callout tone="note">
        {t(item ? 'admin:publish.editor_draft_only' : 'admin:publish.editor_new_draft')}
      </Callout>
    );
  return null;
}
