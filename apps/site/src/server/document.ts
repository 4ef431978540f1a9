import { SSR_STATE_ID, type SsrState, serializeState } from '../ssr/state';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export interface DocumentParts {
  language: string;
  head: string;
  html: string;
  state: SsrState;
  /** The manifest key of the page's module (src/pages/...), to preload its chunks and styles. */
  pageModule?: string;
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

/** The page module's chunks and styles that the entry does not already bring, as <head> tags. */
export function pageAssetTags(manifest: Manifest, pageModule: string | undefined): string {
  if (!pageModule || !manifest[pageModule]) return '';
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const fromEntry = closure(manifest, entryKeys);
  const tags: string[] = [];
  const seenCss = new Set([...fromEntry].flatMap((key) => manifest[key]?.css ?? []));
  for (const key of closure(manifest, [pageModule])) {
    if (fromEntry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const css of chunk.css ?? []) {
      if (seenCss.has(css)) continue;
      seenCss.add(css);
      tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return tags.join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The whole HTML document of a rendered page: the built index.html with the page's language, its head tags
 * in place of the default title and description, the page's chunks preloaded, its markup in #root and the
 * state the browser hydrates with.
 */
export function renderDocument(template: string, manifest: Manifest, parts: DocumentParts): string {
  let document = template.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(parts.language)}"`);
  if (parts.head.includes('<title')) document = document.replace(/<title>[^<]*<\/title>\s*/, '');
  if (parts.head.includes('name="description"')) {
    document = document.replace(/<meta name="description"[^>]*>\s*/, '');
  }
  document = document.replace('</head>', `${parts.head}${pageAssetTags(manifest, parts.pageModule)}</head>`);
  const state = `<script id="${SSR_STATE_ID}" type="application/json">${serializeState(parts.state)}</script>`;
  // The browser removes data-hydrating once the page is live (see main.tsx).
  return document.replace(
    '<div id="root"></div>',
    `<div id="root" data-hydrating>${parts.html}</div>${state}`,
  );
}
