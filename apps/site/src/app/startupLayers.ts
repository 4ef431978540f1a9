/**
 * Layers of the application, in the order the entry evaluates them, each in a task of its own before the rest
 * of its code: React DOM, i18next (with the site's setup) and React Router with the design system (the
 * site's layout). Their libraries are chunks of their own (see vite.config.ts). Evaluated together they would
 * hold the main thread in one long task. TanStack Query is not among them: only pages with data load it.
 */
export const startupLayers: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('../i18n/i18n'),
  () => import('./RootLayout'),
];
