import { FONT_FACES_ATTRIBUTE } from '../app/fontFaces';
import { SSR_STATE_ID, type SsrState, serializeState } from '../ssr/state';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The text of the build's style sheets by their file in the build (`assets/….css`), to inline them. */
export type Styles = Readonly<Record<string, string>>;

/** The module of one namespace of a language's translations, as the build's manifest names it. */
export function translationModule(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

/** The script that decides, before the home page is painted, whether its intro shows (src/app/introGate.ts). */
export const INTRO_GATE_MODULE = 'src/app/introGate.ts';

export interface DocumentParts {
  language: string;
  head: string;
  html: string;
  state: SsrState;
  /** The manifest key of the page's module (src/pages/...), to preload its chunks and styles. */
  pageModule?: string;
  /** The translation namespaces the page's route loads, to preload them. */
  namespaces?: readonly string[];
  /**
   * Manifest keys of scripts the page runs before its body is parsed and painted: classic, render-blocking
   * scripts at the top of <head> (the home page's intro gate). Keep them tiny: the page waits for each.
   */
  headScripts?: readonly string[];
}

/**
 * The modules a page starts with besides the application: its own and the namespaces of its language's
 * translations it shows. Their texts are not in the HTML: the browser loads them, each a cached module, before
 * it hydrates.
 */
function pageModules(parts: DocumentParts): string[] {
  return [
    ...(parts.pageModule ? [parts.pageModule] : []),
    ...(parts.namespaces ?? []).map((namespace) => translationModule(parts.state.language, namespace)),
  ];
}

function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (key === undefined || seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * A style sheet of the build, inlined when its text is known: the first paint then waits for no request.
 * The disabled link is never fetched; it tells Vite's module preloader that the sheet is already on the
 * page, so loading the page's module later does not fetch it again.
 */
export function styleSheetTag(file: string, styles: Styles): string {
  const css = styles[file];
  const link = `<link rel="stylesheet" crossorigin href="/${file}"`;
  return css === undefined ? `${link}>` : `<style>${css}</style>${link} disabled>`;
}

/**
 * The chunks and styles of the page's modules (its own, its translations) that the entry does not already
 * bring, as <head> tags: the styles (the first paint needs them), then module preloads, so the browser fetches
 * the page's code in parallel with the entry instead of discovering it import by import.
 */
export function pageAssetTags(
  manifest: Manifest,
  pageModules: readonly string[],
  styles: Styles = {},
): string {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const fromEntry = closure(manifest, entryKeys);
  const starts = pageModules.filter((key) => manifest[key]);
  const styleTags: string[] = [];
  const modules: string[] = [];
  const seenCss = new Set([...fromEntry].flatMap((key) => manifest[key]?.css ?? []));
  for (const key of closure(manifest, starts)) {
    if (fromEntry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const css of chunk.css ?? []) {
      if (seenCss.has(css)) continue;
      seenCss.add(css);
      styleTags.push(styleSheetTag(css, styles));
    }
    modules.push(key);
  }
  const preloads = modules.map(
    (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`,
  );
  return `${styleTags.join('')}${preloads.join('')}`;
}

/**
 * The build's font style sheet (Pretendard's `@font-face` rules, an entry of its own in vite.config.ts) for the
 * end of <body>, held until the page has painted: the link is fetched at once but, for `media="print"`,
 * applied only when the application switches it on after the first paint (src/app/fontFaces.ts). The page
 * paints in the metric-matched fallback faces, and the three dozen subsets a Korean page needs (some 400 KB)
 * no longer share the network with its hero and code (docs/performance.md has the figures). Without script the
 * sheet applies at once. Its rules are fetched once and cached instead of riding in every page's HTML.
 */
export function fontStyleSheetTag(manifest: Manifest): string {
  const fonts = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.file.endsWith('.css'));
  if (!fonts) return '';
  const href = `/${escapeAttribute(fonts.file)}`;
  return (
    `<link rel="stylesheet" href="${href}" media="print" ${FONT_FACES_ATTRIBUTE}>` +
    `<noscript><link rel="stylesheet" href="${href}"></noscript>`
  );
}

/** Classic scripts of the build, in order: without async, defer or a module type, each blocks the parser. */
export function headScriptTags(manifest: Manifest, keys: readonly string[]): string {
  return keys
    .flatMap((key) =>
      manifest[key] ? [`<script src="/${escapeAttribute(manifest[key].file)}"></script>`] : [],
    )
    .join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The whole HTML document of a rendered page: the built index.html with the page's language, its head tags
 * in place of the default title and description, the page's chunks preloaded, its markup in #root and the
 * state the browser hydrates with.
 */
export function renderDocument(
  template: string,
  manifest: Manifest,
  parts: DocumentParts,
  styles: Styles = {},
): string {
  // Every replacement is a function: a replacement string would read `$&`, `$'` and `$$` in the page's
  // content as patterns (a title with `$'` would paste the rest of the document into the page).
  let document = template.replace(
    /<html lang="[^"]*"/,
    () => `<html lang="${escapeAttribute(parts.language)}"`,
  );
  document = document.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g,
    (_link, file: string) => styleSheetTag(file, styles),
  );
  if (parts.head.includes('<title')) document = document.replace(/<title>[^<]*<\/title>\s*/, '');
  if (parts.head.includes('name="description"')) {
    document = document.replace(/<meta name="description"[^>]*>\s*/, '');
  }
  const assetTags = pageAssetTags(manifest, pageModules(parts), styles);
  document = document.replace('</head>', () => `${parts.head}${assetTags}</head>`);
  const scripts = headScriptTags(manifest, parts.headScripts ?? []);
  if (scripts) {
    // Right after the character set, which must come first: the browser finds the scripts before anything else.
    const charset = /<meta charset="[^"]*"\s*\/?>/i;
    document = charset.test(document)
      ? document.replace(charset, (meta) => `${meta}${scripts}`)
      : document.replace('</head>', () => `${scripts}</head>`);
  }
  const fonts = fontStyleSheetTag(manifest);
  if (fonts) document = document.replace('</body>', () => `${fonts}</body>`);
  const state = `<script id="${SSR_STATE_ID}" type="application/json">${serializeState(parts.state)}</script>`;
  // The application removes data-hydrating once the page is live (App.tsx): a mark for tests and tools.
  return document.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-hydrating>${parts.html}</div>${state}`,
  );
}
