// Which tests each project runs. A test or file that runs at one viewport only is left out of the other
// project when it lists its tests, before any server or page is made for it.

/** The tag of a test that runs at desktop size only. */
export const DESKTOP_ONLY = '@desktop-only';
/** The tag of a test that runs at mobile size only. */
export const MOBILE_ONLY = '@mobile-only';

/** Test files whose every test runs at desktop size only; each says why at its top. */
export const desktopOnlyFiles = [
  'admin/anon-key.spec.ts',
  'admin/auth.spec.ts',
  'admin/content.spec.ts',
  'admin/english-editor.spec.ts',
  'admin/workflow.spec.ts',
  'admin/xss.spec.ts',
  'site/seo.spec.ts',
  'site/ssr.spec.ts',
  'site/startup.spec.ts',
];
