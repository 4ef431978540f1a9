// The full translation resources of every language, for servers and tests. Browser code imports
// `@company/content` only and loads locale files on demand.
export { lookupTranslation } from './i18n/lookup';
export { resources } from './i18n/resources';
