import { RequireStaff } from '../../admin/RequireStaff';
import { ReviewQueue } from '../../admin/review/ReviewQueue';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

/** /admin/review: the open review requests and the recently closed ones, for staff (admins act on them). */
export default function ReviewPage({ pageKey }: PageProps) {
  const { t } = useT();
  return (
    <PageScaffold pageKey={pageKey} title={t('admin:review.title')} description={t('admin:review.lead')}>
      <RequireStaff>
        <ReviewQueue />
      </RequireStaff>
    </PageScaffold>
  );
}
