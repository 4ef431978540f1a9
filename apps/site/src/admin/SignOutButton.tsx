import { Button } from '@company/ui';
import { useState } from 'react';
import { useAppQueryClient } from '../data/queryClient';
import { useT } from '../i18n/useT';
import { whenIdle } from './session/whenIdle';
import { signOutAdmin } from './signIn';

/**
 * 로그아웃: ends the staff session (in every tab of the browser), disabled while it does. A save or a read on its
 * way finishes first (at most 5 s), so the server never refuses it for a session that has just ended.
 */
export function SignOutButton({ email, className }: { email: string; className?: string }) {
  const { t } = useT();
  const [pending, setPending] = useState(false);
  const queryClient = useAppQueryClient();
  const signOut = async () => {
    setPending(true);
    try {
      await whenIdle(queryClient);
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
