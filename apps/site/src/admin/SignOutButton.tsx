import { Button } from '@company/ui';
import { useState } from 'react';
import { useT } from '../i18n/useT';
import { signOutAdmin } from './signIn';

/** 로그아웃: ends the staff session (in every tab of the browser), disabled while it does. */
export function SignOutButton({ email, className }: { email: string; className?: string }) {
  const { t } = useT();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await signOutAdmin();
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={signOut}
      disabled={pending}
      title={t('admin:login.signed_in_as', { email })}
      className={className}
    >
      {t('admin:login.logout')}
    </Button>
  );
}
