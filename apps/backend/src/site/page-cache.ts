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
 * The share of the bound open to pages asked for once (an eighth: 8 MB, about 60 ordinary pages, or one of the
 * largest articles). Any number of distinct URLs can be made up that the site answers with a page of its own
 * (a search, a page number past the end); 2,000 of them kept the whole 64 MB, the heap 43 MB larger a
 * minute later, where only pages asked for again now stay.
 */
export const PROBATION_SHARE = 1 / 8;

/**
 * What a page costs in memory, counted generously: its text as a two-byte string, plus its brotli and gzip
 * copies (made once the page is asked for again, each well under half the text's size).
 */
export const pageBytes = (page: CachedPage): number => page.body.length * 3;

interface Entry {
  page: CachedPage;
  bytes: number;
}

/** Pages in least recently used order, with their bytes counted. */
class Segment {
  readonly entries = new Map<string, Entry>();
  bytes = 0;

  take(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    return entry;
  }

  put(key: string, entry: Entry): void {
    this.take(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }

  /** Takes out the least recently used page while the bytes pass `maxBytes`, handing each to `evicted`. */
  trim(maxBytes: number, evicted: (key: string, entry: Entry) => void = () => {}): void {
    while (this.bytes > maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      const entry = this.take(oldest);
      if (entry) evicted(oldest, entry);
    }
  }
}

/**
 * Rendered pages by key, in two least-recently-used segments bounded in bytes (a segmented LRU): a page
 * enters on probation, bounded at `probationBytes`, and moves to the protected segment, which takes the rest of
 * `maxBytes`, when it is asked for again while there; a page that falls out of the protected segment gets
 * one more chance on probation. So a flood of URLs asked for once each (made up, or a crawler's) turns over
 * the probation segment alone, and the pages visitors come back to stay.
 *
 * Concurrent requests for a key that is being rendered wait for that one render. `invalidateData()` drops
 * every page rendered from content, and a render that was under way when it was called is not kept (it may
 * have read the old content).
 */
export class PageCache {
  private readonly probation = new Segment();
  private readonly proven = new Segment();
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private generation = 0;

  constructor(
    private readonly maxBytes = PAGE_CACHE_BYTES,
    private readonly probationBytes = Math.floor(maxBytes * PROBATION_SHARE),
  ) {}

  async get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const kept = this.proven.take(key);
    if (kept) {
      this.proven.put(key, kept);
      return kept.page;
    }
    const tried = this.probation.take(key);
    if (tried) {
      this.protect(key, tried);
      return tried.page;
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
    for (const segment of [this.probation, this.proven]) {
      for (const [key, entry] of segment.entries) if (entry.page.usesData) segment.take(key);
    }
    // Renders under way started before the change: later requests must not join them.
    this.pending.clear();
  }

  /** Whether a page like this one is kept (a not-found page never is: any path can be made up). */
  keeps(page: CachedPage): boolean {
    return page.status !== 404 && pageBytes(page) <= this.probationBytes;
  }

  /** Whether the page under this key has been asked for again since it was rendered (its copies are worth making well). */
  isProtected(key: string): boolean {
    return this.proven.entries.has(key);
  }

  get size(): number {
    return this.probation.entries.size + this.proven.entries.size;
  }

  get bytes(): number {
    return this.probation.bytes + this.proven.bytes;
  }

  /** The bytes of the pages asked for once since they were rendered. */
  get probationBytesUsed(): number {
    return this.probation.bytes;
  }

  private store(key: string, page: CachedPage): void {
    // Any path can be made up: not-found answers are rendered each time instead of filling the cache.
    if (!this.keeps(page)) return;
    this.proven.take(key);
    this.probation.put(key, { page, bytes: pageBytes(page) });
    this.probation.trim(this.probationBytes);
  }

  private protect(key: string, entry: Entry): void {
    this.proven.put(key, entry);
    this.proven.trim(this.maxBytes - this.probationBytes, (demoted, demotedEntry) =>
      this.probation.put(demoted, demotedEntry),
    );
    this.probation.trim(this.probationBytes);
  }
}
