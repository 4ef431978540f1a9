/**
 * Which image variants the store holds and when each was last served: a quota on their bytes and a cap on
 * one object version's count, the least recently used going first. Pure bookkeeping: `add` and `touch`
 * return the keys to delete from the store.
 */
export interface VariantIndexOptions {
  maxBytes: number;
  perObject: number;
}

export interface Evicted {
  keys: string[];
  bytes: number;
}

/** The object version a variant key belongs to: `.variants/<bucket>/<version>/`. */
function ownerOf(key: string): string {
  return key.slice(0, key.lastIndexOf('/') + 1);
}

export class VariantIndex {
  /** Least recently used first (a Map keeps insertion order; a use moves the key to the end). */
  private readonly sizes = new Map<string, number>();
  private readonly counts = new Map<string, number>();
  private total = 0;

  constructor(readonly options: VariantIndexOptions) {}

  get bytes(): number {
    return this.total;
  }

  get count(): number {
    return this.sizes.size;
  }

  has(key: string): boolean {
    return this.sizes.has(key);
  }

  /** Marks a variant as just served. */
  touch(key: string): void {
    const size = this.sizes.get(key);
    if (size === undefined) return;
    this.sizes.delete(key);
    this.sizes.set(key, size);
  }

  /** Records a variant as stored (most recently used) and returns what must go to respect the bounds. */
  add(key: string, size: number): Evicted {
    this.remove(key);
    // A single variant larger than the whole quota is not kept, and pushes nothing else out.
    if (size > this.options.maxBytes) return { keys: [key], bytes: size };
    this.sizes.set(key, size);
    this.total += size;
    const owner = ownerOf(key);
    this.counts.set(owner, (this.counts.get(owner) ?? 0) + 1);
    const evicted: Evicted = { keys: [], bytes: 0 };
    const drop = (victim: string) => {
      evicted.bytes += this.sizes.get(victim) ?? 0;
      evicted.keys.push(victim);
      this.remove(victim);
    };
    if ((this.counts.get(owner) ?? 0) > this.options.perObject) {
      for (const candidate of this.sizes.keys()) {
        if (candidate !== key && ownerOf(candidate) === owner) {
          drop(candidate);
          break;
        }
      }
    }
    for (const candidate of [...this.sizes.keys()]) {
      if (this.total <= this.options.maxBytes) break;
      if (candidate !== key) drop(candidate);
    }
    return evicted;
  }

  remove(key: string): void {
    const size = this.sizes.get(key);
    if (size === undefined) return;
    this.sizes.delete(key);
    this.total -= size;
    const owner = ownerOf(key);
    const count = (this.counts.get(owner) ?? 1) - 1;
    if (count === 0) this.counts.delete(owner);
    else this.counts.set(owner, count);
  }

  /** Forgets every variant under `prefix` (a version's, deleted with it). */
  removePrefix(prefix: string): void {
    for (const key of [...this.sizes.keys()]) if (key.startsWith(prefix)) this.remove(key);
  }
}
