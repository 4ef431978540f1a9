import { defaultNamespace, fallbackLanguage, type Language, languages, namespaces } from '@company/content';
import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Each language's namespaces are their own chunks, loaded when that language is first shown.
const localeModules = import.meta.glob<{ default: Record<string, unknown> }>('../../../../locales/*/*.json');

function loaderFor(language: string, namespace: string) {
  return localeModules[`../../../../locales/${language}/${namespace}.json`];
}

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaderFor(language, namespace);
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

/** Initialises i18next with the first language's resources loaded, so the first render is complete. */
export async function initI18n(language: Language): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: fallbackLanguage,
        supportedLngs: [...languages],
        ns: [...namespaces],
        defaultNS: defaultNamespace,
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
  return i18n;
}
