import { describe, expect, it } from 'vitest';
import { RenderLimit } from './render-limit';

const tick = () => new Promise((done) => setTimeout(done, 1));

describe('the render limit', () => {
  it('runs at most its limit at once and the rest in arrival order', async () => {
    const limit = new RenderLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(n);
      await tick();
      running -= 1;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => limit.run(work(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(limit.queued).toBe(0);
  });

  it('frees the turn of a render that fails', async () => {
    const limit = new RenderLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });
});
