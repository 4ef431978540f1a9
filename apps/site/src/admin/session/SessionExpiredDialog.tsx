import { FormDialog } from '@company/ui';
import { useT } from '../../i18n/useT';
import { LoginForm } from '../LoginForm';
import { clearSessionExpired } from './sessionExpiry';

/**
 * Asks a staff member whose session ended to sign in again, over the screen they were working in: the form
 * behind keeps what they typed, and they save again once signed in.
 */
export function SessionExpiredDialog({ email }: { email?: string }) {
  const { t } = useT();
  return (
    <FormDialog open title={t('admin:session.title')} description={t('admin:session.description')}>
      <LoginForm defaultEmail={email} onSignedIn={clearSessionExpired} />
    </FormDialog>
  );
}
