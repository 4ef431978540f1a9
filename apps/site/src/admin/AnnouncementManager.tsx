import { useState } from 'react';
import { useAnnouncementPage } from '../data/hooks';
import { useT } from '../i18n/useT';
import { BoardManager } from './BoardManager';

const PAGE_SIZE = 10;

/** /ir/AnnouncementEditor: e-notices with title and rich body; create, edit, delete. */
export function AnnouncementManager() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useAnnouncementPage(page, PAGE_SIZE, '');
  return (
    <BoardManager
      table="announcement"
      contentRequired
      list={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      viewHref={(row) => `/ir/Announcement/${row.id}`}
      labels={{
        title: t('admin:announcement_editor.field_title'),
        content: t('admin:announcement_editor.field_content'),
        save: t('admin:announcement_editor.save'),
        saving: t('admin:announcement_editor.saving'),
        required: t('admin:announcement_editor.required'),
        saved: t('admin:announcement_editor.saved'),
        saveFailed: (message) => t('admin:announcement_editor.save_failed', { message }),
      }}
    />
  );
}
