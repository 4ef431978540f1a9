import { defaultNamespace, fallbackLanguage, type Language, namespaces } from '@company/content';
import { resources } from '@company/content/resources';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderedPage {
  view: RenderResult;
  router: MemoryRouter;
  i18n: I18n;
  queryClient: QueryClient;
}

/** An i18next instance with both languages loaded synchronously, for tests. */
export async function testI18n(language: Language = 'ko'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    resources,
    ns: namespaces,
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Renders an element inside i18n, TanStack Query (no retries) and a memory router at `path`.
 * Data comes from whatever backend the page's hooks reach: tests that need data start apps/backend.
 */
export async function renderWithProviders(
  element: ReactElement,
  { path = '/', language = 'ko' as Language, routePath = '*' } = {},
): Promise<RenderedPage> {
  const i18n = await testI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { view, router, i18n, queryClient };
}
