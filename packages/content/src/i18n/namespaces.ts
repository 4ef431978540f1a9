/** The translation namespaces, in a stable order (i18next's `ns` option); one JSON file each per language. */
export const namespaces = [
  'common',
  'header',
  'home',
  'company',
  'business',
  'sustainability',
  'ir',
  'careers',
  'contact',
  'inquiry',
  'newsroom',
  'admin',
  'legal',
  'seo',
] as const;
