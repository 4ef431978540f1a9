/**
 * Runs jobs at most `atOnce` at a time and at most `perClient` of one client at a time; each client's jobs
 * wait first in, first out, and clients take turns (fewest running first), so one client's flood does not hold others' jobs back
 * for longer than the jobs already running. A job may also name a class with its own limit (AVIF: one).
 */
export interface FairQueueOptions {
  atOnce: number;
  perClient: number;
  /** Jobs of a class that may run at once (classes not named are limited only by `atOnce`). */
  classLimits?: Record<string, number>;
}

interface Job {
  client: string;
  kind: string;
  start: () => void;
}

export class FairQueue {
  private readonly waiting = new Map<string, Job[]>();
  private readonly runningByClient = new Map<string, number>();
  private readonly runningByKind = new Map<string, number>();
  private running = 0;
  /** When each client's last job started (a counter), for taking turns. */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private queued = 0;

  constructor(private readonly options: FairQueueOptions) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queued };
  }

  /**
   * Runs `work` when its turn comes. An aborted `signal` takes a waiting job out of the queue (rejected
   * with the signal's reason); a job already running is the caller's to stop.
   */
  run<T>(client: string, kind: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const job: Job = {
        client,
        kind,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.started(job);
          work()
            .then(resolve, reject)
            .finally(() => this.finished(job));
        },
      };
      const onAbort = () => {
        if (this.remove(job)) reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const line = this.waiting.get(client);
      if (line) line.push(job);
      else this.waiting.set(client, [job]);
      this.queued += 1;
      this.next();
    });
  }

  private remove(job: Job): boolean {
    const line = this.waiting.get(job.client);
    const at = line?.indexOf(job) ?? -1;
    if (!line || at < 0) return false;
    line.splice(at, 1);
    if (line.length === 0) this.waiting.delete(job.client);
    this.queued -= 1;
    return true;
  }

  private canStart(job: Job): boolean {
    if ((this.runningByClient.get(job.client) ?? 0) >= this.options.perClient) return false;
    const limit = this.options.classLimits?.[job.kind];
    return limit === undefined || (this.runningByKind.get(job.kind) ?? 0) < limit;
  }

  /**
   * Starts waiting jobs while there is room: the client with the fewest jobs running goes first (on a tie,
   * the one whose last job started longest ago), with the first of its jobs that may start.
   */
  private next(): void {
    while (this.running < this.options.atOnce) {
      let best: { job: Job; running: number; turn: number } | undefined;
      for (const [client, line] of this.waiting) {
        const job = line.find((candidate) => this.canStart(candidate));
        if (!job) continue;
        const running = this.runningByClient.get(client) ?? 0;
        const turn = this.lastTurn.get(client) ?? -1;
        if (!best || running < best.running || (running === best.running && turn < best.turn))
          best = { job, running, turn };
      }
      if (!best) return;
      this.remove(best.job);
      this.lastTurn.set(best.job.client, this.turns++);
      best.job.start();
    }
  }

  private started(job: Job): void {
    this.running += 1;
    this.runningByClient.set(job.client, (this.runningByClient.get(job.client) ?? 0) + 1);
    this.runningByKind.set(job.kind, (this.runningByKind.get(job.kind) ?? 0) + 1);
  }

  private finished(job: Job): void {
    this.running -= 1;
    const byClient = (this.runningByClient.get(job.client) ?? 1) - 1;
    if (byClient === 0) {
      this.runningByClient.delete(job.client);
      if (!this.waiting.has(job.client)) this.lastTurn.delete(job.client);
    } else this.runningByClient.set(job.client, byClient);
    this.runningByKind.set(job.kind, (this.runningByKind.get(job.kind) ?? 1) - 1);
    this.next();
  }
}
