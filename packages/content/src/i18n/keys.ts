import type { Resources } from './resources';

/** The languages of the site; Korean is the default and the fallback. */
export const languages = ['ko', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ko';
export const fallbackLanguage: Language = 'ko';

export type Namespace = keyof Resources;
/** The namespace `t()` uses when a key names none. */
export const defaultNamespace = 'common' satisfies Namespace;

/** Dotted paths to every text (a string, or a list of strings read with `returnObjects`). */
type LeafPaths<T> = T extends string | readonly string[]
  ? never
  : {
      [K in keyof T & string]: T[K] extends string | readonly string[] ? K : `${K}.${LeafPaths<T[K]>}`;
    }[keyof T & string];

/** A key inside one namespace, e.g. `NamespaceKey<'admin'>` accepts `login.title`. */
export type NamespaceKey<N extends Namespace> = LeafPaths<Resources[N]>;

/** A fully qualified key, `namespace:dotted.path`, as i18next's `t()` accepts it. */
export type TranslationKey = { [N in Namespace]: `${N}:${NamespaceKey<N>}` }[Namespace];
