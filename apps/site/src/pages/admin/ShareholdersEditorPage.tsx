import { RequireAdmin } from '../../admin/RequireAdmin';
import { ShareholdersManager } from '../../admin/ShareholdersManager';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

export default function ShareholdersEditorPage({ pageKey }: PageProps) {
  const { t } = useT();
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:shareholders_editor.title')}
      description={t('admin:shareholders_editor.subtext')}
    >
      <RequireAdmin>
        <ShareholdersManager />
      </RequireAdmin>
    </PageScaffold>
  );
}
