import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { whenIdle } from './whenIdle';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('whenIdle', () => {
  it('resolves at once when nothing is running', async () => {
    await expect(whenIdle(new QueryClient(), 10_000)).resolves.toBeUndefined();
  });

  it('waits for a read and a save on their way', async () => {
    const client = new QueryClient();
    const read = deferred();
    const save = deferred();
    void client.fetchQuery({ queryKey: ['news'], queryFn: () => read.promise.then(() => 1) });
    const mutation = client.getMutationCache().build(client, { mutationFn: () => save.promise });
    void mutation.execute(undefined);

    let settled = false;
    const waiting = whenIdle(client, 10_000).then(() => {
      settled = true;
    });
    read.resolve();
    await new Promise((done) => setTimeout(done, 20));
    expect(settled).toBe(false);
    save.resolve();
    await waiting;
    expect(settled).toBe(true);
  });

  it('gives up after its timeout', async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<number>(() => {}) });
    const started = Date.now();
    await whenIdle(client, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(client.isFetching()).toBe(1);
  });
});
