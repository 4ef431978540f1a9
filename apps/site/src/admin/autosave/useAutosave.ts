import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last keystroke an autosave runs. */
export const AUTOSAVE_DELAY_MS = 3000;

/** After a failure worth retrying (the connection, the server), the next try waits this long, doubling… */
export const RETRY_FIRST_MS = 5_000;
/** …up to this. The browser's `online` event tries at once. */
export const RETRY_MAX_MS = 60_000;

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

export interface AutosaveOptions {
  /** How long after the last change it saves. */
  delay?: number;
  /**
   * Whether a failure is one that passes by itself (the connection, the server restarting): it is tried again
   * by itself, `RETRY_FIRST_MS` later and doubling to `RETRY_MAX_MS`, and at once when the browser is back
   * online. Any other failure waits for the next change.
   */
  retryable?: (error: unknown) => boolean;
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
  { delay = AUTOSAVE_DELAY_MS, retryable = () => false }: AutosaveOptions = {},
): Autosave {
  const [state, setState] = useState<AutosaveState>({ status: 'idle' });
  const saveRef = useRef(save);
  saveRef.current = save;
  const retryableRef = useRef(retryable);
  retryableRef.current = retryable;
  const running = useRef<Promise<void> | null>(null);
  const [retry, setRetry] = useState(0);
  /** The wait before the next try after a retryable failure (0: the last try did not fail so). */
  const backoff = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const tryNow = () => {
      if (backoff.current === 0) return;
      clearTimeout(retryTimer.current);
      setRetry((count) => count + 1);
    };
    window.addEventListener('online', tryNow);
    return () => {
      window.removeEventListener('online', tryNow);
      clearTimeout(retryTimer.current);
    };
  }, []);

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
        backoff.current = 0;
        setState({ status: 'saved', at: new Date() });
        // A change typed while it saved is saved next (a failure waits for the next change).
        setRetry((count) => count + 1);
      } catch (error) {
        setState({ status: 'failed', error });
        if (retryableRef.current(error)) {
          backoff.current =
            backoff.current === 0 ? RETRY_FIRST_MS : Math.min(backoff.current * 2, RETRY_MAX_MS);
          retryTimer.current = setTimeout(() => setRetry((count) => count + 1), backoff.current);
        } else {
          backoff.current = 0;
        }
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
