import { defaultNamespace, fallbackLanguage, type Language, languages, namespaces } from '@company/content';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Translations of one language, by namespace. */
export type LanguageBundle = Record<string, Record<string, unknown>>;

// Each language's namespaces are one chunk (src/i18n/bundles), loaded when the language is first needed.
const languageModules = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>(
  './bundles/*.ts',
);

async function loadBundle(language: string, namespace: string): Promise<Record<string, unknown>> {
  const bundle = await loadLanguage(language);
  const translations = bundle[namespace];
  if (!translations) throw new Error(`No translations for ${language}/${namespace}`);
  return translations;
}

/** Every namespace of a language (`…/ko/common.json` becomes `common`). */
export async function loadLanguage(language: string): Promise<LanguageBundle> {
  const load = languageModules[`./bundles/${language}.ts`];
  if (!load) throw new Error(`No translations for ${language}`);
  const files = (await load()).default;
  return Object.fromEntries(
    Object.entries(files).map(([path, translations]) => [path.replace(/^.*\/|\.json$/g, ''), translations]),
  );
}

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadBundle(language, namespace).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

let firstPageFromServer = false;

/**
 * While true, the page being hydrated has its language's translations (loaded before hydration), and its route
 * does not wait for the fallback language's (they load with the next page).
 */
export function setFirstPageFromServer(value: boolean): void {
  firstPageFromServer = value;
}

/**
 * Makes every namespace of a language (and of the fallback language) available, loading what is missing.
 * Pages call it before they render, so a text is never shown as its key; the first page of a server-rendered
 * visit has its language's namespaces already.
 */
export async function ensureTranslations(language: Language): Promise<void> {
  if (firstPageFromServer) return;
  const wanted = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  await Promise.all(
    wanted.map(async (lng) => {
      const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(lng, namespace));
      if (missing.length === 0) return;
      const bundle = await loadLanguage(lng);
      for (const namespace of missing)
        i18n.addResourceBundle(lng, namespace, bundle[namespace] ?? {}, true, false);
    }),
  );
  // The first page may have started without the fallback language (see initI18n); it is here now.
  i18n.options.fallbackLng = [fallbackLanguage];
}

/**
 * Initialises i18next for the first render. With `bundle` (the language's namespaces, loaded for a page to
 * hydrate) nothing is fetched first; without it every namespace of the language is loaded before the first
 * render.
 */
export async function initI18n(language: Language, bundle?: LanguageBundle): Promise<I18n> {
  if (!i18n.isInitialized) {
    const given = bundle ? Object.keys(bundle) : [];
    await i18n
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        // Korean is the fallback, but an English page from the server starts without it (ko and en have the
        // same keys, a tested rule), so nothing is fetched before hydration; ensureTranslations adds it.
        fallbackLng: bundle ? false : fallbackLanguage,
        supportedLngs: [...languages],
        ns: bundle ? given : [...namespaces],
        defaultNS: defaultNamespace,
        resources: bundle ? { [language]: bundle } : undefined,
        partialBundledLanguages: true,
        load: 'languageOnly',
        interpolation: { escapeValue: false },
        returnNull: false,
        // i18next's defaults, written out because the specification names them.
        maxRetries: 5,
        retryTimeout: 350,
        maxParallelReads: 10,
        react: { useSuspense: true },
      });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  if (!bundle) await ensureTranslations(language);
  return i18n;
}
