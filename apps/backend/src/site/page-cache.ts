/** What is kept of a rendered answer. */
export interface CachedPage {
  status: number;
  body: string;
  contentType: string;
  location?: string;
  /** Rendered from content: dropped when content changes. */
  usesData: boolean;
}

/**
 * Rendered pages by URL, least recently used dropped first. Concurrent requests for a URL that is being
 * rendered wait for that one render. `invalidateData()` drops every page rendered from content, and a
 * render that was under way when it was called is not kept (it may have read the old content).
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private generation = 0;

  constructor(private readonly capacity = 1000) {}

  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = this.pages.get(key);
    if (cached) {
      this.pages.delete(key);
      this.pages.set(key, cached);
      return cached;
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
    for (const [key, page] of this.pages) if (page.usesData) this.pages.delete(key);
    // Renders under way started before the change: later requests must not join them.
    this.pending.clear();
  }

  get size(): number {
    return this.pages.size;
  }

  private store(key: string, page: CachedPage): void {
    this.pages.set(key, page);
    while (this.pages.size > this.capacity) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}
