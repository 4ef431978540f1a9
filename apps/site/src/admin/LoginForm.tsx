import { Button, TextField } from '@company/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../components/useHydrated';
import { useLocalizedPath } from '../i18n/useLanguage';
import { useT } from '../i18n/useT';
import * as styles from './admin.css';
import { type LoginState, safeReturnPath } from './redirect';
import { signInAdmin } from './signIn';

/**
 * The sign-in form: e-mail and password checked by the auth server. On success it returns to the page the
 * visitor came from (same-origin paths only) or to `/`, replacing the login in the history. The error is
 * this component's state, so it clears when the visitor leaves the page.
 */
export function LoginForm({
  onSignedIn,
  defaultEmail = '',
}: {
  /** Signed in again over the work in hand (the session-ended dialog): called instead of leaving the page. */
  onSignedIn?: () => void;
  defaultEmail?: string;
} = {}) {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizedPath();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      const result = await signInAdmin(email.trim(), password);
      if (result.outcome === 'staff') {
        if (onSignedIn) {
          setPending(false);
          onSignedIn();
          return;
        }
        const from = (location.state as LoginState | null)?.from;
        navigate(safeReturnPath(from, window.location.origin, localize('/admin')), { replace: true });
        return;
      }
      setError(
        result.outcome === 'invalid'
          ? t('admin:login.error')
          : result.outcome === 'rate_limited'
            ? t('admin:login.rate_limited')
            : result.outcome === 'not_admin'
              ? t('admin:login.not_admin')
              : t('admin:login.failed', { message: result.message }),
      );
    } catch (caught) {
      setError(
        t('admin:login.failed', { message: caught instanceof Error ? caught.message : String(caught) }),
      );
    }
    setPending(false);
  };

  const live = useHydrated();

  return (
    <form className={styles.loginCard} onSubmit={onSubmit} aria-busy={pending || undefined}>
      <TextField
        label={t('admin:login.username')}
        placeholder={t('admin:login.username_placeholder')}
        help={t('admin:login.username_help')}
        name="username"
        type="email"
        autoComplete="username"
        required
        value={email}
        disabled={!live}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('admin:login.password')}
        placeholder={t('admin:login.password_placeholder')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        disabled={!live}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && (
        <p className={styles.errorBox} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending || !live}>
        {pending ? t('admin:login.submitting') : t('admin:login.submit')}
      </Button>
    </form>
  );
}
