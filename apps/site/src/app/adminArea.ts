import { parseLanguagePath } from '@company/content';

/**
 * Whether a path is an admin screen, shown in the admin shell instead of the public header and footer. A staff
 * preview (/admin/preview/…) is not: it shows the item as its public page will look.
 */
export function isAdminScreen(pathname: string): boolean {
  const path = parseLanguagePath(pathname).path;
  if (path !== '/admin' && !path.startsWith('/admin/')) return false;
  return path !== '/admin/preview' && !path.startsWith('/admin/preview/');
}
