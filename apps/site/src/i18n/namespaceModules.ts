/** Translations of one namespace. */
export type NamespaceTranslations = Record<string, unknown>;

// One chunk per locale file, by its path in `locales` (`./ko/common.json`): a page loads the namespaces it shows.
const namespaceModules = import.meta.glob<{ default: NamespaceTranslations }>('./*/*.json', {
  base: '../../../../locales',
});

/** The translations of one namespace of a language. */
export async function loadNamespace(language: string, namespace: string): Promise<NamespaceTranslations> {
  const load = namespaceModules[`./${language}/${namespace}.json`];
  if (!load) throw new Error(`No translations for ${language}/${namespace}`);
  return (await load()).default;
}
