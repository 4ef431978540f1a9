import { contentKinds } from '@company/content';
import { ButtonLink, Tabs, Toolbar } from '@company/ui';
import { useSearchParams } from 'react-router';
import * as styles from '../../admin/admin.css';
import { useAdminAuth } from '../../admin/authStore';
import { AuditList } from '../../admin/dashboard/AuditList';
import { DiscardedNotice } from '../../admin/dashboard/DiscardedNotice';
import { KindList } from '../../admin/dashboard/KindList';
import { dashboardPaths, kindLabelKey } from '../../admin/dashboard/kinds';
import { listQueryOf, listStateOf } from '../../admin/dashboard/listQuery';
import { NeedsAttention } from '../../admin/dashboard/NeedsAttention';
import { RequireStaff } from '../../admin/RequireStaff';
import { renderAppLink } from '../../components/AppLink';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

function Dashboard() {
  const { t } = useT();
  const auth = useAdminAuth();
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params);
  const isAdmin = auth.status === 'staff' && auth.role === 'admin';
  return (
    <div className={styles.section}>
      <NeedsAttention />
      <DiscardedNotice />
      <Toolbar>
        <ButtonLink href={dashboardPaths.create(state.kind)} renderLink={renderAppLink}>
          {t('admin:dashboard.create', { kind: t(kindLabelKey[state.kind]) })}
        </ButtonLink>
      </Toolbar>
      <Tabs
        label={t('admin:dashboard.kinds_label')}
        value={state.kind}
        onValueChange={(value) => {
          const kind = contentKinds.find((entry) => entry === value) ?? 'news';
          setParams(listQueryOf({ ...state, kind, status: '', search: '', page: 1 }));
        }}
        items={contentKinds.map((kind) => ({
          value: kind,
          label: t(kindLabelKey[kind]),
          content:
            kind === state.kind ? (
              <KindList
                state={state}
                isAdmin={isAdmin}
                onStateChange={(next) => setParams(listQueryOf(next))}
              />
            ) : null,
        }))}
      />
      {isAdmin && <AuditList />}
    </div>
  );
}

/** /admin: the staff dashboard of the four kinds of content, and the audit log for admins. */
export default function DashboardPage({ pageKey }: PageProps) {
  const { t } = useT();
  return (
    <PageScaffold
      pageKey={pageKey}
      title={t('admin:dashboard.title')}
      description={t('admin:dashboard.lead')}
    >
      <RequireStaff>
        <Dashboard />
      </RequireStaff>
    </PageScaffold>
  );
}
