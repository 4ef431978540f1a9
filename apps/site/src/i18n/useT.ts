import { namespaces, type TranslationKey } from '@company/content';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A `t` that takes the site's typed `namespace:key` keys, of any namespace. It waits for none but the default
 * one: each page's route loads the namespaces its page shows before it renders (`ensureTranslations`), so a
 * component never suspends for a namespace its page does not show.
 */
export function useT() {
  // react-i18next's `t` changes when the language changes or a namespace loads: the typed one follows it.
  const { t: defaultT, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` whenever react-i18next makes one.
  const t = useMemo(() => i18n.getFixedT(null, namespaces), [defaultT, i18n]);
  return { t, i18n };
}

/** The `t` of `useT()`, for helpers that translate on behalf of a component. */
export type SiteT = ReturnType<typeof useT>['t'];

/** Translates a key chosen at run time from data (a `TranslationKey`, so it is known to exist). */
export function translateKey(i18n: I18n, key: TranslationKey, options?: Record<string, unknown>): string {
  // i18next's types cannot take a union of every key at once; TranslationKey already proves the key exists.
  const translate = i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return translate(key, options);
}

/**
 * A translation that is plain text (no interpolation, nesting or plural forms), read straight from the
 * current language's resources; anything else, or a key the language lacks, goes through `t`. For long
 * lists of labels (the header's menu): `t` costs some 20 µs a call with a cold cache, a lookup a tenth of it.
 */
export function plainTranslation(i18n: I18n, key: TranslationKey): string {
  const separator = key.indexOf(':');
  const value: unknown = i18n.getResource(i18n.language, key.slice(0, separator), key.slice(separator + 1));
  if (typeof value === 'string' && !value.includes('{{') && !value.includes('$t(')) return value;
  return translateKey(i18n, key);
}
