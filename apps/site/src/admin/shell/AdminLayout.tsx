import { company, parseLanguagePath } from '@company/content';
import { AdminShell, ButtonLink } from '@company/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { renderAppLink } from '../../components/AppLink';
import { Logo } from '../../components/Logo';
import { useT } from '../../i18n/useT';
import { useAdminAuth } from '../authStore';
import { SignOutButton } from '../SignOutButton';
import { adminNavigation } from './adminNavigation';

/**
 * The frame of every admin screen: the top bar (the logo linking to the public home, who is signed in,
 * sign-out and a link to the public site) and the side navigation, without the public header and footer.
 * Until a staff session is known the navigation is empty: the page itself asks visitors to sign in.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useT();
  const auth = useAdminAuth();
  const { pathname, search } = useLocation();
  const barePath = parseLanguagePath(pathname).path;
  const staff = auth.status === 'staff' ? auth : null;
  const items = staff
    ? adminNavigation(staff.role, { barePath, search }).map((entry) => ({
        href: entry.href,
        label: t(entry.labelKey),
        current: entry.current,
      }))
    : [];
  return (
    <AdminShell
      logo={renderAppLink({
        href: '/',
        'aria-label': `${company.name.en} ${t('header:home')}`,
        children: <Logo />,
      })}
      account={staff?.email}
      actions={staff ? <SignOutButton email={staff.email} /> : null}
      publicLink={
        <ButtonLink href="/" renderLink={renderAppLink}>
          {t('admin:shell.public_site')}
        </ButtonLink>
      }
      navigation={{ label: t('admin:login.admin_bar'), items, renderLink: renderAppLink }}
      menuButtonLabel={t('admin:shell.open_menu')}
      closeMenuLabel={t('admin:shell.close_menu')}
    >
      {children}
    </AdminShell>
  );
}
