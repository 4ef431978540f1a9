import { ButtonLink } from '@company/ui';
import { renderAppLink } from '../components/AppLink';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { useAdminAuth } from './authStore';
import { SignOutButton } from './SignOutButton';

/** The signed-in staff's controls in the header: the way to the dashboard, who is signed in, and sign-out. */
export default function AdminBar() {
  const { t } = useT();
  const auth = useAdminAuth();
  if (auth.status !== 'staff') return null;
  return (
    <section className={styles.adminBar} aria-label={t('admin:login.admin_bar')}>
      {/* Hidden on phones, where the header has no room for it: the side menu has it there. */}
      <span className={styles.dashboardLink}>
        <ButtonLink href="/admin" renderLink={renderAppLink}>
          {t('admin:login.dashboard_link')}
        </ButtonLink>
      </span>
      <SignOutButton email={auth.email} className={styles.signOut} />
    </section>
  );
}
