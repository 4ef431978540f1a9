import { NotFoundView } from '@company/ui';
import { Link } from 'react-router';
import { Logo } from '../components/Logo';
import { Seo } from '../components/Seo';
import { useT } from '../i18n/useT';
import type { PageNamespaces } from './types';

/** The translations the page shows besides the page frame's. */
export const namespaces: PageNamespaces = [];

export default function NotFoundPage() {
  const { t } = useT();
  return (
    <NotFoundView
      renderLogo={(className) => <Logo className={className} />}
      code={t('common:not_found.code')}
      title={t('common:not_found.title')}
      description={t('common:not_found.description')}
      home={{ href: '/', label: t('common:not_found.home_button') }}
      search={{ href: '/search', label: t('common:not_found.search_link') }}
      renderLink={({ href, children, ...link }) => (
        // The site's root as it is: the root itself answers in the visitor's language.
        <Link to={href} {...link}>
          {children}
        </Link>
      )}
    >
      <Seo pageKey="not_found" />
    </NotFoundView>
  );
}
