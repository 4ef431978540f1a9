import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The language of a feed. */
export type FeedLanguage = 'ko' | 'en';

/** What the site's server build (apps/site/dist-server/entry.js) offers: its public face for the backend. */
export interface SiteServerBuild {
  createSiteRenderer(options: {
    template: string;
    manifest: unknown;
    backend?: { supabaseUrl: string; supabaseAnonKey: string };
  }): {
    render(
      url: string,
      options: { origin: string; withData: boolean; liveData?: boolean },
    ): Promise<{ status: number; redirect?: string; html: string; usesData: boolean }>;
  };
  loadBuild(serverDir: string): { template: string; manifest: unknown };
  /** The part of a URL's query string (`?…`) that its page reads, in a fixed order; '' when it reads none. */
  pageQuery(pathname: string, search: string): string;
  robotsTxt(origin: string): string;
  buildSitemapXml(origin: string): Promise<string>;
  buildNewsFeed(origin: string, language: FeedLanguage): Promise<string>;
}

function isSiteServerBuild(value: unknown): value is SiteServerBuild {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Record<string, unknown>;
  return [
    'createSiteRenderer',
    'loadBuild',
    'pageQuery',
    'robotsTxt',
    'buildSitemapXml',
    'buildNewsFeed',
  ].every((name) => typeof module[name] === 'function');
}

/** Loads the site's server build from `serverDir`, or undefined when the site has not been built. */
export async function loadSiteServerBuild(serverDir: string): Promise<SiteServerBuild | undefined> {
  const entry = join(serverDir, 'entry.js');
  if (!existsSync(entry) || !existsSync(join(serverDir, 'template.html'))) return undefined;
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!isSiteServerBuild(module)) throw new Error(`${entry} is not the site's server build.`);
  return module;
}
