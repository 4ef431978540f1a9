import { Callout } from '@company/ui/sections';
import { useT } from '../../../i18n/useT';
import { type PublicationColumns, publicationOf } from '../publication';

interface EditorNotesProps {
  isAdmin: boolean;
  item?: PublicationColumns;
}

/**
 * What an editor should know before saving: their save of a new item or a draft is a draft; their save of a
 * live (or scheduled) item is a pending version, invisible to visitors until an admin publishes it.
 */
export function EditorNotes({ isAdmin, item }: EditorNotesProps) {
  const { t } = useT();
  if (isAdmin) return null;
  const live = item !== undefined && publicationOf(item, new Date()) !== 'draft';
  if (live) return <Callout tone="note">{t('admin:publish.editor_pending')}</Callout>;
  return (
    <Callout tone="note">
      {t(item ? 'admin:publish.editor_draft_only' : 'admin:publish.editor_new_draft')}
    </Callout>
  );
}
