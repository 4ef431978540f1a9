import { useParams } from 'react-router';
import { NewsEditLoader } from '../../admin/NewsEditLoader';
import { RequireAdmin } from '../../admin/RequireAdmin';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

export default function NewsEditPage({ pageKey }: PageProps) {
  const { t } = useT();
  const { id } = useParams();
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:news_edit.title')}
      description={t('admin:news_edit.subtext')}
    >
      <RequireAdmin visitorRedirect="/newsroom/News">
        <NewsEditLoader id={Number(id)} />
      </RequireAdmin>
    </PageScaffold>
  );
}
