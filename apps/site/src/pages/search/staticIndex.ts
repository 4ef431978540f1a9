import { type Language, type Namespace, namespaces, pageKey as pageKeyOf } from '@company/content';
import { publicPagePaths } from '../../seo/sitemap';
import { fold, matchesAll, matchRanges } from './fold';
import { cutSnippet } from './snippet';

/**
 * The static pages' search index, made from the content package and a language's translations when first asked
 * for (on the server, or in the browser once a query is typed there): per page of the sitemap and language, its
 * visible title (its h1), its description and the texts of its part of its section's namespace that its main
 * content shows (not the intro overlay, eyebrows, controls' labels or texts only a screen reader hears), folded
 * as the database folds. Loaded lazily, with every namespace of the language: it searches every text of the site.
 */

export interface PageDocument {
  pageKey: string;
  path: string;
  title: string;
  /** The description, then the page's own texts, as one plain text. */
  text: string;
  foldedTitle: string;
  foldedText: string;
}

export interface PageHit {
  pageKey: string;
  path: string;
  title: string;
  snippet: string;
  titleRanges: [number, number][];
  snippetRanges: [number, number][];
  titleMatch: boolean;
}

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

/** Where a page's texts are when its key does not name them (the key's last words are tried otherwise). */
const SUBTREES: Record<string, readonly string[]> = {
  business_business: ['overview', 'use_cases', 'impact'],
  qna: [''],
  home: [''],
};

/** The namespace of a page's texts, by the first word of its key. */
const NAMESPACES: Record<string, string> = {
  company: 'company',
  business: 'business',
  sustainability: 'sustainability',
  ir: 'ir',
  careers: 'careers',
  newsroom: 'newsroom',
  privacy: 'legal',
  legal: 'legal',
  qna: 'contact',
  home: 'home',
};

/** A page's h1 when it is not its SEO title (the hero of the home page). */
const VISIBLE_TITLES: Record<string, readonly [string, string]> = {
  home: ['home', 'hero.title'],
};

/**
 * Keys whose texts are not the page's visible main content: the intro overlay (its typed text and skip link),
 * eyebrows (small labels above headings), the labels of controls and regions, image descriptions and the
 * screen-reader-only names.
 */
const HIDDEN_KEYS = new Set([
  'main_text',
  'skip',
  'eyebrow',
  'previous',
  'next',
  'pause',
  'play',
  'slide',
  'region',
  'scroll',
  'open',
  'close',
  'loading',
]);
const HIDDEN_KEY_ENDINGS = ['_alt', '_label'];

export function isShownKey(key: string): boolean {
  return !HIDDEN_KEYS.has(key) && !HIDDEN_KEY_ENDINGS.some((ending) => key.endsWith(ending));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => (isShownKey(key) ? strings(inner) : []));
  return [];
}

function lookup(tree: unknown, dotted: string): string | undefined {
  let node: unknown = tree;
  for (const part of dotted.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function plain(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
}

/** The subtree of `tree` under the first path segment equal to `key`, searched breadth first. */
function findSubtree(tree: unknown, key: string): unknown {
  let level: unknown[] = [tree];
  for (let depth = 0; depth < 4 && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const node of level) {
      if (!node || typeof node !== 'object' || Array.isArray(node)) continue;
      const record = node as Record<string, unknown>;
      if (key in record) return record[key];
      next.push(...Object.values(record));
    }
    level = next;
  }
  return undefined;
}

/** The key's words after the first, as every run of consecutive words, longest (then last) first. */
function keyVariants(pageKey: string): string[] {
  const words = pageKey.split('_').slice(1);
  const variants: string[] = [];
  for (let length = words.length; length >= 1; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      variants.push(words.slice(start, start + length).join('_'));
    }
  }
  return variants;
}

function pageTexts(namespaceTree: unknown, pageKey: string): string[] {
  const named = SUBTREES[pageKey];
  if (named)
    return named.flatMap((key) => strings(key === '' ? namespaceTree : findSubtree(namespaceTree, key)));
  for (const variant of keyVariants(pageKey)) {
    const subtree = findSubtree(namespaceTree, variant);
    if (subtree !== undefined) return strings(subtree);
  }
  return [];
}

/** The texts of a language, by namespace. */
export type LanguageTexts = Partial<Record<Namespace, Record<string, unknown>>>;

/** Every namespace of a language, each from its own module (imported when first needed, like this index). */
export async function loadLanguageTexts(language: Language): Promise<LanguageTexts> {
  const { loadNamespace } = await import('../../i18n/namespaceModules');
  const loaded = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadNamespace(language, namespace)] as const),
  );
  return Object.fromEntries(loaded);
}

const documents = new Map<Language, PageDocument[]>();

/** Every static page of the sitemap in `language`, with its text (`texts`, the language's namespaces). */
export function pageDocuments(language: Language, texts: LanguageTexts): PageDocument[] {
  const known = documents.get(language);
  if (known) return known;
  const bundle = texts as Record<string, Tree>;
  const seoPages = (bundle.seo?.pages ?? {}) as Record<string, { title?: string; description?: string }>;
  const made = publicPagePaths().map((path): PageDocument => {
    const key = pageKeyOf(path);
    const namespace = NAMESPACES[key.split('_')[0] ?? ''];
    const visible = VISIBLE_TITLES[key];
    const title = plain((visible && lookup(bundle[visible[0]], visible[1])) ?? seoPages[key]?.title ?? key);
    const texts = namespace ? pageTexts(bundle[namespace], key) : [];
    const text = plain([seoPages[key]?.description ?? '', ...texts].join(' '));
    return { pageKey: key, path, title, text, foldedTitle: fold(title), foldedText: fold(text) };
  });
  documents.set(language, made);
  return made;
}

/** About 180 characters of `text` around the first term found, cut on spaces (as search.snippet cuts). */
function snippetOf(text: string, foldedText: string, terms: readonly string[]): string {
  const firstUnits = terms
    .map((term) => foldedText.indexOf(term))
    .filter((at) => at >= 0)
    .sort((a, b) => a - b)[0];
  const first = firstUnits === undefined ? 0 : [...foldedText.slice(0, firstUnits)].length;
  return cutSnippet(text, first);
}

/** The static pages matching every term, title matches first (then in sitemap order). */
export function searchPages(terms: readonly string[], language: Language, texts: LanguageTexts): PageHit[] {
  if (terms.length === 0) return [];
  const hits = pageDocuments(language, texts)
    .filter((page) => matchesAll([page.foldedTitle, page.foldedText], terms))
    .map((page, order) => {
      const titleHits = terms.filter((term) => page.foldedTitle.includes(term)).length;
      const snippet = snippetOf(page.text, page.foldedText, terms);
      return {
        order,
        titleHits,
        hit: {
          pageKey: page.pageKey,
          path: page.path,
          title: page.title,
          snippet,
          titleRanges: matchRanges(page.title, terms),
          snippetRanges: matchRanges(snippet, terms),
          titleMatch: titleHits > 0,
        },
      };
    });
  hits.sort((a, b) => b.titleHits - a.titleHits || a.order - b.order);
  return hits.map(({ hit }) => hit);
}
