import {
  defaultNamespace,
  fallbackLanguage,
  type Language,
  namespaces,
  parseLanguagePath,
  resources,
} from '@company/content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { siteRoutes } from '../app/routes';

export interface RenderedPage {
  status: number;
  /** Where a redirect route sends the visitor, when it is one. */
  redirect?: string;
  html: string;
  language: Language;
}

async function serverI18n(language: Language): Promise<I18n> {
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
 * Renders one URL of the site with React DOM's server renderer and React Router's static handler: the
 * language comes from the URL alone (unprefixed is Korean), data is left to the browser.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const requestUrl = new URL(url, 'http://127.0.0.1');
  const language = parseLanguagePath(requestUrl.pathname).language ?? 'ko';
  const handler = createStaticHandler(siteRoutes());
  const context = await handler.query(new Request(requestUrl));
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location') ?? undefined,
      html: '',
      language,
    };
  }
  if (context.errors) {
    const [first] = Object.values(context.errors);
    throw first instanceof Error ? first : new Error(`Rendering ${url} failed: ${String(first)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await serverI18n(language);
  const queryClient = new QueryClient();
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const notFound = context.matches.at(-1)?.route.path === '*';
  return { status: notFound ? 404 : context.statusCode, html, language };
}
