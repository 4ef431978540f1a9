/**
 * Layers of the application, in the order the entry evaluates them, each in a task of its own before the rest
 * of its code: React DOM, i18next (with the site's setup), React Router, and the design system's parts of the
 * site's layout. Their libraries are chunks of their own (see vite.config.ts). Evaluated together they would
 * hold the main thread in one long task (React Router and the layout together: 62–112 ms with the CPU slowed
 * four times, as Lighthouse's mobile preset counts). TanStack Query is not among them: only pages with data
 * load it.
 */
export const startupLayers: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('../i18n/i18n'),
  () => import('react-router'),
  () => import('./RootLayout'),
];
