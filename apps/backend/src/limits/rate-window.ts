export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * At most `limit` events per key in any `windowMs` (a sliding window of the events' times), in memory. Keys
 * are forgotten when their window is empty; past `maxKeys` the least recently seen key is forgotten first,
 * so a flood of made-up addresses cannot grow it without bound.
 */
export class RateWindow {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts an event of `key` at `now` (milliseconds) when it is within the limit; refuses it otherwise. */
  take(key: string, now: number): RateDecision {
    const times = (this.events.get(key) ?? []).filter((time) => time > now - this.windowMs);
    this.events.delete(key);
    if (times.length >= this.limit) {
      this.events.set(key, times);
      const oldest = times[0] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      };
    }
    times.push(now);
    this.events.set(key, times);
    while (this.events.size > this.maxKeys) {
      const first = this.events.keys().next();
      if (first.done) break;
      this.events.delete(first.value);
    }
    return { allowed: true };
  }

  /** Keys with events in memory. */
  get size(): number {
    return this.events.size;
  }
}
