/**
 * At most `max` tasks at a time; the others wait in a queue, in order. A task's slot passes straight to the
 * next waiting one when it ends, whether it succeeded or failed.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly max: number) {}

  /** Tasks running now and tasks waiting for a slot. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) this.active += 1;
    else await new Promise<void>((start) => this.waiting.push(start));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
