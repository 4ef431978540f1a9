import type { LinkRenderer, LinkRenderProps } from '@company/ui';
import { Link } from 'react-router';
import { useLocalizedPath } from '../i18n/useLanguage';

function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/media/');
}

/** A link for @company/ui components: internal paths go through the router and keep the language prefix. */
export function AppLink({ href, children, ...rest }: LinkRenderProps) {
  const localize = useLocalizedPath();
  if (!isInternal(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={localize(href)} {...rest}>
      {children}
    </Link>
  );
}

export const renderAppLink: LinkRenderer = (props) => <AppLink {...props} />;
