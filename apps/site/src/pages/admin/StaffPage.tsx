import * as styles from '../../admin/admin.css';
import { RequireStaff } from '../../admin/RequireStaff';
import { StaffTable } from '../../admin/staff/StaffTable';
import { PageScaffold } from '../../components/PageScaffold';
import { useT } from '../../i18n/useT';
import type { PageProps } from '../types';

/** /admin/staff (admins only): who has access, with what role; change a role or remove access. */
export default function StaffPage({ pageKey }: PageProps) {
  const { t } = useT();
  return (
    <PageScaffold pageKey={pageKey} title={t('admin:staff.title')} description={t('admin:staff.lead')}>
      <RequireStaff adminOnly>
        <div className={styles.section}>
          <p className={styles.subtext}>{t('admin:staff.add_hint')}</p>
          <StaffTable />
        </div>
      </RequireStaff>
    </PageScaffold>
  );
}
