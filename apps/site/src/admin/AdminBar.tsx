import { Button, ButtonLink } from '@company/ui';
import { useState } from 'react';
import { renderAppLink } from '../components/AppLink';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { useAdminAuth } from './authStore';
import { signOutAdmin } from './signIn';

/** The signed-in staff's controls in the header: the way to the dashboard, who is signed in, and sign-out. */
export default function AdminBar() {
  const { t } = useT();
  const auth = useAdminAuth();
  const [pending, setPending] = useState(false);
  if (auth.status !== 'staff') return null;
  const signOut = async () => {
    setPending(true);
    try {
      await signOutAdmin();
    } finally {
      setPending(false);
    }
  };
  return (
    <section className={styles.adminBar} aria-label={t('admin:login.admin_bar')}>
      {/* Hidden on phones, where the header has no room for it. */}
      <span className={styles.dashboardLink}>
        <ButtonLink href="/admin" renderLink={renderAppLink}>
          {t('admin:login.dashboard_link')}
        </ButtonLink>
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={signOut}
        disabled={pending}
        title={t('admin:login.signed_in_as', { email: auth.email })}
        className={styles.signOut}
      >
        {t('admin:login.logout')}
      </Button>
    </section>
  );
}
