import { FormDialog } from '@company/ui';
import { useT } from '../../i18n/useT';
import { LoginForm } from '../LoginForm';
import { clearSessionExpired } from './sessionExpiry';

/**
 * Asks a staff member whose session ended to sign in again, docked under the screen they were working in: it
 * takes neither the caret nor the page (someone typing finishes their sentence), the form behind keeps what they
 * typed (and on this device), and they save again once signed in.
 */
export function SessionExpiredDialog({ email }: { email?: string }) {
  const { t } = useT();
  return (
    <FormDialog open docked title={t('admin:session.title')} description={t('admin:session.description')}>
      <LoginForm defaultEmail={email} onSignedIn={clearSessionExpired} />
    </FormDialog>
  );
}
