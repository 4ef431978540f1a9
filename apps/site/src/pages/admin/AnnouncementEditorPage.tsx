import { AnnouncementManager } from '../../admin/AnnouncementManager';
import { RequireAdmin } from '../../admin/RequireAdmin';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

export default function AnnouncementEditorPage({ pageKey }: PageProps) {
  const { t } = useT();
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:announcement_editor.title')}
      description={t('admin:announcement_editor.subtext')}
    >
      <RequireAdmin>
        <AnnouncementManager />
      </RequireAdmin>
    </PageScaffold>
  );
}
