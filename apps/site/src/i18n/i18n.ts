import {
  defaultNamespace,
  fallbackLanguage,
  type Language,
  languages,
  type Namespace,
  namespaces,
} from '@company/content';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadNamespace } from './namespaceModules';

/** The namespaces every page shows: the page frame's (header, footer, menus) and its head's titles. */
export const layoutNamespaces = ['common', 'header', 'seo'] as const satisfies readonly Namespace[];

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (translations) => callback(null, translations),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

/** The language i18next shows now. */
export function currentLanguage(): Language {
  return i18n.language === 'en' ? 'en' : 'ko';
}

let firstPageFromServer = false;

/**
 * While true, the page being hydrated is the server's, in its language: its route loads its namespaces of that
 * language only, not the fallback language's (they load with the next page).
 */
export function setFirstPageFromServer(value: boolean): void {
  firstPageFromServer = value;
}

/**
 * Makes the given namespaces of a language (and of the fallback language) available, loading what is missing.
 * A page's route calls it before the page renders, so a text is never shown as its key.
 */
export async function ensureTranslations(
  language: Language,
  wanted: readonly Namespace[] = namespaces,
): Promise<void> {
  const withFallback = !firstPageFromServer && language !== fallbackLanguage;
  const lngs = withFallback ? [language, fallbackLanguage] : [language];
  await Promise.all(
    lngs.flatMap((lng) =>
      wanted
        .filter((namespace) => !i18n.hasResourceBundle(lng, namespace))
        .map(async (namespace) => {
          const translations = await loadNamespace(lng, namespace);
          i18n.addResourceBundle(lng, namespace, translations, true, false);
        }),
    ),
  );
  // The first page may have started without the fallback language (see initI18n); it is here now.
  if (withFallback) i18n.options.fallbackLng = [fallbackLanguage];
}

/**
 * A text whose namespace its page did not load: the namespace loads (through the backend, retried) and the
 * components that use the text render again when it is in (`bindI18n: 'loaded'`); until then the text is
 * empty, never its key. Any other missing key is shown as its key, as i18next does.
 */
function missingText(key: string): string {
  // Keys are typed: the part before the colon is a namespace.
  const namespace = key.slice(0, key.indexOf(':'));
  if (i18n.hasResourceBundle(i18n.language, namespace)) return key;
  void i18n.loadNamespaces(namespace);
  return '';
}

/**
 * Initialises i18next in a language with no translations yet: each page's route loads the namespaces it
 * shows (`ensureTranslations`) before the page renders.
 */
export async function initI18n(language: Language): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        // Korean is the fallback, but a page from the server starts without it (ko and en have the same keys,
        // a tested rule), so nothing is fetched before hydration; ensureTranslations adds it.
        fallbackLng: false,
        supportedLngs: [...languages],
        // Nothing is loaded at the start: the routes load what their pages show.
        ns: [],
        defaultNS: defaultNamespace,
        resources: {},
        partialBundledLanguages: true,
        load: 'languageOnly',
        interpolation: { escapeValue: false },
        returnNull: false,
        appendNamespaceToMissingKey: true,
        parseMissingKeyHandler: missingText,
        // i18next's defaults, written out because the specification names them.
        maxRetries: 5,
        retryTimeout: 350,
        maxParallelReads: 10,
        react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
      });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  return i18n;
}
