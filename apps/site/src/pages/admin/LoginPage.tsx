import { LoginForm } from '../../admin/LoginForm';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

export default function LoginPage({ pageKey }: PageProps) {
  const { t } = useT();
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:login.title')}
      description={t('admin:login.description')}
      narrow
    >
      <LoginForm />
    </PageScaffold>
  );
}
