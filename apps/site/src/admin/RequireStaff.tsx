import { useNotice } from '@company/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLocalizedPath } from '../i18n/useLanguage';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { useAdminAuth } from './authStore';
import type { LoginState } from './redirect';
import { SessionExpiredDialog } from './session/SessionExpiredDialog';
import { reportSessionExpired, signOutWasIntended, useSessionExpired } from './session/sessionExpiry';

interface RequireStaffProps {
  children: ReactNode;
  /**
   * Where a visitor goes instead of /login, after the notice 접근 권한이 없습니다. (the news edit page sends
   * visitors back to the news list).
   */
  visitorRedirect?: string;
  /** For admins only (the inquiry inbox): an editor is told so instead. */
  adminOnly?: boolean;
}

/**
 * Shows its children to staff (admins and editors) only: a loading text while the session is read, otherwise
 * a redirect. What each role may do is the database's to decide; this only keeps visitors out of the screens.
 */
export function RequireStaff({ children, visitorRedirect, adminOnly }: RequireStaffProps) {
  const auth = useAdminAuth();
  const { t } = useT();
  const { notify } = useNotice();
  const location = useLocation();
  const localize = useLocalizedPath();
  const notified = useRef(false);
  const expired = useSessionExpired();
  // Who was signed in here: a session that ends under them keeps the screen and asks them to sign in again.
  const signedInAs = useRef<string | null>(null);
  if (auth.status === 'staff') signedInAs.current = auth.email;
  const endedUnderThem = signedInAs.current !== null && auth.status === 'visitor' && !signOutWasIntended();

  useEffect(() => {
    if (auth.status !== 'visitor' || endedUnderThem || !visitorRedirect || notified.current) return;
    notified.current = true;
    notify({ title: t('admin:guard.no_access'), tone: 'error' });
  }, [auth.status, endedUnderThem, visitorRedirect, notify, t]);

  // Signed out elsewhere (another tab, every device): what fails meanwhile is said as the session's end.
  useEffect(() => {
    if (endedUnderThem) reportSessionExpired();
  }, [endedUnderThem]);

  const askToSignIn = endedUnderThem || (auth.status === 'staff' && expired);
  // One shape whether or not the dialog shows, so the screen behind it is never remounted (nor its typing lost).
  const withDialog = (
    <>
      {children}
      {askToSignIn ? <SessionExpiredDialog email={signedInAs.current ?? undefined} /> : null}
    </>
  );
  if (endedUnderThem) return withDialog;
  if (auth.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        {t('admin:guard.checking')}
      </p>
    );
  }
  if (auth.status === 'visitor') {
    if (visitorRedirect) return <Navigate to={localize(visitorRedirect)} replace />;
    const state: LoginState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={localize('/login')} replace state={state} />;
  }
  if (adminOnly && auth.role !== 'admin')
    return <p className={styles.errorBox}>{t('admin:guard.admin_only')}</p>;
  return withDialog;
}
