import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last keystroke an autosave runs. */
export const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; at: Date }
  | { status: 'failed'; error: unknown };

export interface Autosave {
  state: AutosaveState;
  /**
   * Resolves once no autosave is on its way (at once when none is), whether it succeeded or failed: a save
   * the person asks for waits for it, so it is based on the version the autosave wrote instead of racing it.
   */
  settled: () => Promise<void>;
}

/**
 * Saves by itself `delay` ms after the value last changed, while `enabled` (something changed and may be
 * saved): each change restarts the wait. `save` resolves when the server has it. Never runs while a save runs:
 * a change made meanwhile is saved after.
 */
export function useAutosave<V>(
  value: V,
  enabled: boolean,
  save: (value: V) => Promise<void>,
  delay: number = AUTOSAVE_DELAY_MS,
): Autosave {
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const running = useRef<Promise<void> | null>(null);
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    // `retry` restarts the wait once a running save ends.
    void retry;
    const timer = setTimeout(async () => {
      if (running.current) return;
      setState({ status: 'saving' });
      const saving = saveRef.current(value);
      running.current = saving;
      try {
        await saving;
        setState({ status: 'saved', at: new Date() });
        // A change typed while it saved is saved next (a failure waits for the next change).
        setRetry((count) => count + 1);
      } catch (error) {
        setState({ status: 'failed', error });
      } finally {
        running.current = null;
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [value, enabled, delay, retry]);

  const settled = useCallback(async () => {
    await running.current?.catch(() => undefined);
  }, []);

  return { state, settled };
}
