// Which tests each project runs. A test or file that runs at one viewport only is left out of the other
// project when it lists its tests, before any server or page is made for it.

/** The tag of a test that runs at desktop size only. */
export const DESKTOP_ONLY = '@desktop-only';
/** The tag of a test that runs at mobile size only. */
export const MOBILE_ONLY = '@mobile-only';

/**
 * Test files whose every test runs at desktop size only. The admin's flows (editing, review, trash, staff,
 * inquiries, presence...) assert what the database and the screen say, which does not depend on the width:
 * the admin's layout at a phone's width is checked by admin-shell.spec.ts (the drawer, the tables) and
 * visual.spec.ts (a baseline of each screen at both widths). The site's files say why at their top.
 */
export const desktopOnlyFiles = [
  'admin/anon-key.spec.ts',
  'admin/audit-page.spec.ts',
  'admin/auth.spec.ts',
  'admin/content.spec.ts',
  'admin/editing-safety.spec.ts',
  'admin/english-editor.spec.ts',
  'admin/forms-guide.spec.ts',
  'admin/login-guidance.spec.ts',
  'admin/needs-attention.spec.ts',
  'admin/presence.spec.ts',
  'admin/review-requests.spec.ts',
  'admin/save-shortcut.spec.ts',
  'admin/staff-page.spec.ts',
  'admin/workflow.spec.ts',
  'admin/xss.spec.ts',
  'site/seo.spec.ts',
  'site/ssr.spec.ts',
  'site/startup.spec.ts',
];
