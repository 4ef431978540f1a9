import type { Claims } from '../auth/jwt';
import { AnswerCache } from '../limits/answer-cache';
import { type RateDecision, RateWindow } from '../limits/rate-window';

/** The site's search function (public.search_content), the one rpc that is limited and cached. */
export const SEARCH_FUNCTION = 'search_content';

/**
 * The claim of the key the server's own page renderer reads with (never handed out): its searches are the
 * visitor's page request, already counted when the page was asked for.
 */
export const RENDERER_CLAIM = 'site_renderer';

export interface SearchGuardSettings {
  /** Anonymous searches per client address in `windowSeconds`, pages and rpc together. */
  perClient: number;
  windowSeconds: number;
  /** How long an anonymous answer serves identical searches, and how many are kept. */
  cacheSeconds: number;
  cacheEntries: number;
}

/** The same arguments in any key order give the same key. */
export function searchCacheKey(args: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(args)
      .sort()
      .map((key) => [key, args[key]]),
  );
}

/** Whether a call of `name` with these claims is an anonymous search (limited and cached). */
export const isAnonymousSearch = (name: string, claims: Claims): boolean =>
  name === SEARCH_FUNCTION && claims.role === 'anon';

export const isRenderer = (claims: Claims): boolean => claims[RENDERER_CLAIM] === true;

/**
 * Anonymous search: each client address may search `perClient` times in a window (429 with Retry-After
 * after that), and identical searches within `cacheSeconds` are answered from memory until public content
 * changes. Only the anon role's answers are kept: what staff find (drafts included) is never served to
 * anyone else, and staff are not limited.
 */
export class SearchGuard {
  private readonly window: RateWindow;
  private readonly cache: AnswerCache<string>;
  /** Bumped by each change, so that an answer read before a change is not kept after it. */
  private generation = 0;

  constructor(
    settings: SearchGuardSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.window = new RateWindow(settings.perClient, settings.windowSeconds * 1000);
    this.cache = new AnswerCache(settings.cacheSeconds * 1000, settings.cacheEntries);
  }

  /** Counts one search by `address`, or refuses it. */
  admit(address: string): RateDecision {
    return this.window.take(address, this.now());
  }

  cached(key: string): string | undefined {
    return this.cache.get(key, this.now());
  }

  /** Where the cache stands now, to be given back to `keep` with the answer read from it. */
  get version(): number {
    return this.generation;
  }

  /** Keeps an answer, unless public content changed since it was read. */
  keep(key: string, body: string, readAt: number): void {
    if (readAt === this.generation) this.cache.set(key, body, this.now());
  }

  /** Public content changed: no kept answer is served again. */
  invalidate(): void {
    this.generation += 1;
    this.cache.clear();
  }
}
