import { ButtonLink } from '@company/ui';
import { renderAppLink } from '../components/AppLink';
import { useT } from '../i18n/useT';
import { useStoredAdminSession } from './useStoredAdminSession';

/**
 * The way to the dashboard for signed-in staff, in the side menu: on a phone the header has no room for it.
 * Read from the stored session, without loading the auth client.
 */
export function StaffDashboardLink() {
  const { t } = useT();
  const staff = useStoredAdminSession();
  if (!staff) return null;
  return (
    <ButtonLink href="/admin" renderLink={renderAppLink}>
      {t('admin:login.dashboard_link')}
    </ButtonLink>
  );
}
