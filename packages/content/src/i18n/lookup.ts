import type { Language } from './keys';
import { resources } from './resources';

/**
 * The text (or list of texts) a fully qualified key `namespace:dotted.path` names in one language,
 * or undefined when there is none. For checks and for code outside React; pages use i18next.
 */
export function lookupTranslation(language: Language, key: string): string | readonly string[] | undefined {
  const separator = key.indexOf(':');
  if (separator < 1) return undefined;
  let node: unknown = (resources[language] as Record<string, unknown>)[key.slice(0, separator)];
  for (const part of key.slice(separator + 1).split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string') return node;
  if (Array.isArray(node) && node.every((item) => typeof item === 'string')) return node as string[];
  return undefined;
}
