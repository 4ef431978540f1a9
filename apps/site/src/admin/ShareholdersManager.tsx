import { useState } from 'react';
import { useShareholderPage } from '../data/hooks';
import { useT } from '../i18n/useT';
import { BoardManager } from './BoardManager';

const PAGE_SIZE = 10;

/** /ir/ShareholdersEditor: general-meeting notices with title, meeting date and body; create, edit, delete. */
export function ShareholdersManager() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useShareholderPage(page, PAGE_SIZE);
  return (
    <BoardManager
      table="shareholders"
      contentRequired={false}
      list={list}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      labels={{
        title: t('admin:shareholders_editor.field_title'),
        content: t('admin:shareholders_editor.field_content'),
        meetingDate: t('admin:shareholders_editor.field_meeting_date'),
        save: t('admin:shareholders_editor.save'),
        saving: t('admin:shareholders_editor.saving'),
        required: t('admin:shareholders_editor.required'),
        saved: t('admin:shareholders_editor.saved'),
        saveFailed: (message) => t('admin:shareholders_editor.save_failed', { message }),
      }}
    />
  );
}
