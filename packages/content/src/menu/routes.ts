import { routedPages } from './derive';
import { type MenuPageName, menu } from './tree';
import type { MenuEntry } from './types';

/** The routes that do not come from the menu. Paths use the router's `:id` parameter syntax. */
export const fixedRoutes = [
  { path: '/newsroom/News/:id', pageKey: 'news_detail', protected: false },
  { path: '/newsroom/News/:id/edit', pageKey: 'news_edit', protected: true },
  { path: '/newsroom/Youtube/:id', pageKey: 'youtube_detail', protected: false },
  { path: '/ir/Announcement/:id', pageKey: 'announcement_detail', protected: false },
  { path: '/login', pageKey: 'login', protected: false },
  // Site search (`?q=`, `&kind=`, `&page=`): never listed, never indexed.
  { path: '/search', pageKey: 'search', protected: false },
  // The staff inbox of the contact form's inquiries; one inquiry opens as `?id=<uuid>`.
  { path: '/admin/inquiries', pageKey: 'admin_inquiries', protected: true },
  // Staff accounts and their roles (admins only).
  { path: '/admin/staff', pageKey: 'admin_staff', protected: true },
  // The whole audit log (admins only): filters and page in the query (`?actor`, `?action`, `?kind`, `?from`, `?to`).
  { path: '/admin/audit', pageKey: 'admin_audit', protected: true },
  // Deleted items of every kind (`?q`, `?page`); admins restore them.
  { path: '/admin/trash', pageKey: 'admin_trash', protected: true },
  // Review requests from editors: the open queue and the recently closed ones.
  { path: '/admin/review', pageKey: 'admin_review', protected: true },
  // The staff dashboard: the four kinds of content, their editors, history and preview (`:kind` is one of
  // `contentKinds`).
  { path: '/admin', pageKey: 'admin_dashboard', protected: true },
  { path: '/admin/:kind/new', pageKey: 'admin_item_new', protected: true },
  { path: '/admin/:kind/:id', pageKey: 'admin_item_edit', protected: true },
  { path: '/admin/:kind/:id/history', pageKey: 'admin_item_history', protected: true },
  { path: '/admin/preview/:kind/:id', pageKey: 'admin_preview', protected: true },
] as const;

/** The kinds of content the dashboard manages, each a table of the same name. */
export const contentKinds = ['news', 'youtube', 'announcement', 'shareholders'] as const;
export type ContentKind = (typeof contentKinds)[number];

export function isContentKind(value: string | undefined): value is ContentKind {
  return (contentKinds as readonly string[]).includes(value ?? '');
}

export type FixedRoute = (typeof fixedRoutes)[number];
export type FixedPageKey = FixedRoute['pageKey'];

/** The home page's key (/, /en and /ko). */
export const HOME_PAGE_KEY = 'home';
/** The key of the page shown for any path nothing else matches. */
export const NOT_FOUND_PAGE_KEY = 'not_found';

/** Names every page of the site: each menu page (routed or ready to be), each fixed route, home and not-found. */
export type PageKey = MenuPageName | FixedPageKey | typeof HOME_PAGE_KEY | typeof NOT_FOUND_PAGE_KEY;

/** Every page key, in a stable order: for checks that each page has a module, texts and SEO. */
export function allPageKeys(entries: readonly MenuEntry[] = menu): string[] {
  const leaves = (list: readonly MenuEntry[]): string[] =>
    list.flatMap((e) => (e.children?.length ? leaves(e.children) : [e.name]));
  return [HOME_PAGE_KEY, ...leaves(entries), ...fixedRoutes.map((r) => r.pageKey), NOT_FOUND_PAGE_KEY];
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((seg, i) => {
      if (seg === ':id') return /^\d+$/.test(got[i] ?? '');
      if (seg === ':kind') return isContentKind(got[i]);
      return seg === got[i];
    })
  );
}

/**
 * The key of the page that `path` shows (without a language prefix): a routed menu page's name, a
 * fixed route's key, `home` for /, or `not_found`. Paths of entries that are not visible are not
 * found, as their routes do not exist. Detail ids must be digits.
 */
export function pageKey(path: string, entries: readonly MenuEntry[] = menu): PageKey {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/' || clean === '') return HOME_PAGE_KEY;
  const page = routedPages(entries).find((p) => p.path === clean);
  if (page) return page.pageKey as PageKey;
  const fixed = fixedRoutes.find((r) => matches(r.path, clean));
  return fixed ? fixed.pageKey : NOT_FOUND_PAGE_KEY;
}

/** The footer's links, in order; labels are `common:footer.*` keys. */
export const footerLinks = [
  { path: '/Privacy', labelKey: 'common:footer.privacy' },
  { path: '/LegalNotice', labelKey: 'common:footer.legal_notice' },
  { path: '/Qna', labelKey: 'common:footer.qna' },
  { path: '/Sitemap', labelKey: 'common:footer.sitemap' },
] as const;
