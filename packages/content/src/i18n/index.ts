export type { Language, Namespace, NamespaceKey, TranslationKey } from './keys';
export { defaultLanguage, defaultNamespace, fallbackLanguage, languages } from './keys';
export {
  hreflangAlternates,
  isLanguage,
  languageFromQuery,
  parseLanguagePath,
  withLanguage,
} from './language-path';
export { namespaces } from './namespaces';
export type { Resources } from './resources';
