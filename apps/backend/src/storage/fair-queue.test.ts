import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

/** A job that finishes when the test says so, recording when it started. */
function gate(started: string[], name: string) {
  let open: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

describe('the fair queue', () => {
  it('runs at most perClient of one client and lets another client in before the rest of a flood', async () => {
    const queue = new FairQueue({ atOnce: 2, perClient: 2 });
    const started: string[] = [];
    const flood = Array.from({ length: 6 }, (_, i) => gate(started, `a${i}`));
    const runs = flood.map((job) => queue.run('a', 'webp', job.work));
    const visitor = gate(started, 'b0');
    const visit = queue.run('b', 'webp', visitor.work);
    expect(started).toEqual(['a0', 'a1']);
    expect(queue.load).toEqual({ running: 2, waiting: 5 });
    flood[0]?.open();
    await runs[0];
    await Promise.resolve();
    // The visitor's first job goes before the flood's third.
    expect(started).toEqual(['a0', 'a1', 'b0']);
    visitor.open();
    await visit;
    for (const job of flood) job.open();
    await Promise.all(runs);
    expect(started).toEqual(['a0', 'a1', 'b0', 'a2', 'a3', 'a4', 'a5']);
  });

  it('alternates between clients and keeps each client first in, first out', async () => {
    const queue = new FairQueue({ atOnce: 1, perClient: 1 });
    const started: string[] = [];
    const jobs = ['a0', 'a1', 'a2', 'b0', 'b1', 'c0'].map((name) => ({ name, ...gate(started, name) }));
    const runs = jobs.map((job) => queue.run(job.name[0] ?? '', 'webp', job.work));
    for (const job of jobs) {
      job.open();
    }
    await Promise.all(runs);
    expect(started).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'a2']);
  });

  it('limits a class (one AVIF at a time) without holding other work', async () => {
    const queue = new FairQueue({ atOnce: 2, perClient: 2, classLimits: { avif: 1 } });
    const started: string[] = [];
    const avif1 = gate(started, 'avif1');
    const avif2 = gate(started, 'avif2');
    const webp = gate(started, 'webp');
    const runs = [
      queue.run('a', 'avif', avif1.work),
      queue.run('b', 'avif', avif2.work),
      queue.run('c', 'webp', webp.work),
    ];
    expect(started).toEqual(['avif1', 'webp']);
    for (const job of [avif1, avif2, webp]) job.open();
    await Promise.all(runs);
    expect(started).toEqual(['avif1', 'webp', 'avif2']);
  });

  it('takes an aborted job out of the line without running it', async () => {
    const queue = new FairQueue({ atOnce: 1, perClient: 1 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const running = queue.run('a', 'webp', first.work);
    const controller = new AbortController();
    const waiting = queue.run('b', 'webp', gate(started, 'never').work, controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    first.open();
    await running;
    expect(started).toEqual(['first']);
  });
});
