import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot } from './servers';

/** An entry of the site build's Vite manifest. */
export interface ManifestEntry {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestEntry>;

/** The site's client build, as the tests serve it. */
export const siteDir = process.env.SITE_DIR ?? join(repoRoot, 'apps/site/dist');

/** The build's source maps, which it moves out of the published files (apps/site/scripts/move-source-maps.mjs). */
export const sourceMapsDir = join(siteDir, '../dist-maps');

export function readManifest(): Manifest {
  const path = join(siteDir, '.vite/manifest.json');
  expect(existsSync(path), `${path} (build the site with build.manifest)`).toBe(true);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The files the given manifest keys load before anything else runs: their chunks and static imports. */
export function staticClosure(manifest: Manifest, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return new Set([...seen].flatMap((key) => manifest[key]?.file ?? []));
}
