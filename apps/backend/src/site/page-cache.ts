/** What is kept of a rendered answer. */
export interface CachedPage {
  status: number;
  body: string;
  contentType: string;
  location?: string;
  /** Rendered from content: dropped when content changes. */
  usesData: boolean;
}

/** 64 MB: a few hundred ordinary pages, or a dozen of the largest articles the schema allows. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * What a page costs in memory, counted generously: its text as a two-byte string, plus its brotli and gzip
 * copies (made when first asked for, each well under half the text's size).
 */
export const pageBytes = (page: CachedPage): number => page.body.length * 3;

/**
 * Rendered pages by key, least recently used dropped first once their bytes pass `maxBytes`. Concurrent
 * requests for a key that is being rendered wait for that one render. `invalidateData()` drops every page
 * rendered from content, and a render that was under way when it was called is not kept (it may have read
 * the old content).
 */
export class PageCache {
  private readonly pages = new Map<string, { page: CachedPage; bytes: number }>();
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private generation = 0;
  private storedBytes = 0;

  constructor(private readonly maxBytes = PAGE_CACHE_BYTES) {}

  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = this.pages.get(key);
    if (cached) {
      this.pages.delete(key);
      this.pages.set(key, cached);
      return cached.page;
    }
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const rendering: Promise<CachedPage> = render().finally(() => {
      if (this.pending.get(key) === rendering) this.pending.delete(key);
    });
    this.pending.set(key, rendering);
    const page = await rendering;
    if (generation === this.generation || !page.usesData) this.store(key, page);
    return page;
  }

  invalidateData(): void {
    this.generation += 1;
    for (const [key, entry] of this.pages) if (entry.page.usesData) this.drop(key);
    // Renders under way started before the change: later requests must not join them.
    this.pending.clear();
  }

  /** Whether a page like this one is kept (a not-found page never is: any path can be made up). */
  keeps(page: CachedPage): boolean {
    return page.status !== 404 && pageBytes(page) <= this.maxBytes;
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.storedBytes;
  }

  private store(key: string, page: CachedPage): void {
    // Any path can be made up: not-found answers are rendered each time instead of filling the cache.
    if (!this.keeps(page)) return;
    const bytes = pageBytes(page);
    this.drop(key);
    this.pages.set(key, { page, bytes });
    this.storedBytes += bytes;
    while (this.storedBytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.pages.get(key);
    if (!entry) return;
    this.pages.delete(key);
    this.storedBytes -= entry.bytes;
  }
}
