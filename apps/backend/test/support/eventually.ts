/** Polls `check` until it holds or `timeoutMs` passes; answers how long it took, or throws. */
export async function within(
  timeoutMs: number,
  check: () => Promise<boolean>,
  what: string,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}
