import { namespaces, type TranslationKey } from '@company/content';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** `useTranslation` over every namespace, so `t` takes the site's typed `namespace:key` keys. */
export function useT() {
  return useTranslation(namespaces);
}

/** The `t` of `useT()`, for helpers that translate on behalf of a component. */
export type SiteT = ReturnType<typeof useT>['t'];

/** Translates a key chosen at run time from data (a `TranslationKey`, so it is known to exist). */
export function translateKey(i18n: I18n, key: TranslationKey, options?: Record<string, unknown>): string {
  // i18next's types cannot take a union of every key at once; TranslationKey already proves the key exists.
  const translate = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return translate(key, options);
}
