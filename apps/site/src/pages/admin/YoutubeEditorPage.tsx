import { RequireAdmin } from '../../admin/RequireAdmin';
import { YoutubeManager } from '../../admin/YoutubeManager';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

export default function YoutubeEditorPage({ pageKey }: PageProps) {
  const { t } = useT();
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:youtube_editor.title')}
      description={t('admin:youtube_editor.subtext')}
    >
      <RequireAdmin>
        <YoutubeManager />
      </RequireAdmin>
    </PageScaffold>
  );
}
