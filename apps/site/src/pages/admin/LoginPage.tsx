import { LoginForm } from '../../admin/LoginForm';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageNamespaces, PageProps } from '../types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = ['admin'];

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
