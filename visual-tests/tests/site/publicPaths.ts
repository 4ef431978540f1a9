// The menu module alone: the package entry also loads the locale JSON, which Node's loader here cannot.
import { fixedRoutes, routedPages } from '../../../packages/content/src/menu';

/** Every public page of the site without a language prefix; details with the first seeded id. */
export const publicPaths = [
  '/',
  ...routedPages()
    .filter((page) => !page.protected)
    .map((page) => page.path),
  ...fixedRoutes
    .filter((route) => !route.protected && route.path.includes(':id'))
    .map((route) => route.path.replace(':id', '1')),
];

/** The two languages and the prefix of their URLs. */
export const languages = [
  { language: 'ko', prefix: '' },
  { language: 'en', prefix: '/en' },
] as const;

/** A bare path under a language prefix (`/` under `/en` is `/en`). */
export function underPrefix(prefix: string, path: string): string {
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}
