import { NewsManager } from '../../admin/NewsManager';
import { RequireAdmin } from '../../admin/RequireAdmin';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

export default function NewsEditorPage({ pageKey }: PageProps) {
  const { t } = useT();
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:news_edit.create_title')}
      description={t('admin:news_edit.create_subtext')}
    >
      <RequireAdmin>
        <NewsManager />
      </RequireAdmin>
    </PageScaffold>
  );
}
