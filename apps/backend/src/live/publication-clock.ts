import type { Queryable } from '../db/database';

/** The content kinds that can be scheduled (`status = 'published'` with `published_at` ahead). */
export const SCHEDULABLE_TABLES = ['news', 'youtube', 'announcement', 'shareholders'] as const;

/** A timer is set at most this far ahead, then the moment is looked up again. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;
/** Fired this long after the moment, so that the database's clock has surely passed it. */
const MARGIN_MS = 25;

/**
 * How long until the next scheduled item becomes public, by the database's clock (the one the select
 * policies compare with), in milliseconds; null when nothing is scheduled. Read as the server itself,
 * past row-level security: it learns only a moment, never content.
 */
const NEXT_MOMENT_SQL = `select (extract(epoch from (min(moment) - now())) * 1000)::float8 as wait_ms from (${SCHEDULABLE_TABLES.map(
  (table) =>
    `select min(published_at) as moment from public.${table} where status = 'published' and published_at > now()`,
).join(' union all ')}) as moments`;

/**
 * Knows the next scheduled moment and calls `onMoment` when it comes, so that what the server keeps from
 * content is renewed then with no write happening. `refresh()` looks the moment up again (after any change
 * to content); refreshes asked for while one runs are folded into one more, which they all wait for.
 */
export class PublicationClock {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private stopped = false;
  /** When the timer fires (epoch ms), for tests and logs; undefined when none is set. */
  nextAt: number | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly onMoment: () => void,
    private readonly onError: (error: unknown) => void = (error) => console.error(error),
  ) {}

  refresh(): Promise<void> {
    if (this.running) {
      // A change came while the moment was being looked up: look once more after it, for all who ask now.
      this.queued ??= this.running.then(() => {
        this.queued = undefined;
        return this.refresh();
      });
      return this.queued;
    }
    this.running = this.lookUp().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.nextAt = undefined;
  }

  private async lookUp(): Promise<void> {
    let waitMs: number | null;
    try {
      const { rows } = await this.db.query<{ wait_ms: number | string | null }>(NEXT_MOMENT_SQL);
      const raw = rows[0]?.wait_ms ?? null;
      waitMs = raw === null ? null : Number(raw);
    } catch (error) {
      // The database is away for a moment: try again shortly rather than miss a moment.
      this.onError(error);
      waitMs = 5000;
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.nextAt = undefined;
    if (waitMs === null) return;
    const delay = Math.min(Math.max(waitMs, 0) + MARGIN_MS, LONGEST_WAIT_MS);
    this.nextAt = Date.now() + delay;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.nextAt = undefined;
      if (delay === LONGEST_WAIT_MS) void this.refresh();
      else this.onMoment();
    }, delay);
    this.timer.unref();
  }
}
