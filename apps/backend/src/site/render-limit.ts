/**
 * At most `limit` renders at a time; the others wait their turn, in arrival order. A render is work on the
 * server's one thread with a few awaits for data between, so running more at once finishes none sooner,
 * while each holds its page's memory until done: 300 requests for made-up news ids, eight at a time, peaked
 * at 469 MB resident rendered as they came and at 429 MB two at a time (the flood benchmark).
 */
export class RenderLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit = 2) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((start) => this.waiting.push(start));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Renders waiting for their turn. */
  get queued(): number {
    return this.waiting.length;
  }
}
