import type { TranslationKey } from './i18n/keys';

/** A titled piece of copy: both fields are translation keys. */
export interface TitledText {
  titleKey: TranslationKey;
  descriptionKey: TranslationKey;
}

/** A named item with a role or description, such as a director or a certificate. */
export interface NamedText {
  nameKey: TranslationKey;
  descriptionKey: TranslationKey;
}
