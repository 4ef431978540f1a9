import { useEffect, useRef, useState } from 'react';

/** How long after the last keystroke an autosave runs. */
export const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; at: Date }
  | { status: 'failed'; error: unknown };

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
): AutosaveState {
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const running = useRef(false);
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    // `retry` restarts the wait once a running save ends.
    void retry;
    const timer = setTimeout(async () => {
      if (running.current) return;
      running.current = true;
      setState({ status: 'saving' });
      try {
        await saveRef.current(value);
        setState({ status: 'saved', at: new Date() });
        // A change typed while it saved is saved next (a failure waits for the next change).
        setRetry((count) => count + 1);
      } catch (error) {
        setState({ status: 'failed', error });
      } finally {
        running.current = false;
      }
    }, delay);
    return () => clearTimeout(timer);
  }, [value, enabled, delay, retry]);

  return state;
}
