export { type LanguageTab, LanguageTabs, type LanguageTabsProps } from './LanguageTabs';
