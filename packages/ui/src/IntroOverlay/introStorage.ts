/** The part of the Web Storage API the intro helpers need (localStorage fits; so does a test double). */
export type IntroStorage = Pick<Storage, 'getItem' | 'setItem'>;

const MINUTE_MS = 60_000;

/**
 * Whether the intro should play: never shown, an unreadable timestamp, a timestamp in the future
 * (a changed clock), or more than `intervalMinutes` since it last showed.
 */
export function shouldShowIntro(lastShown: number | null, now: number, intervalMinutes = 60): boolean {
  if (lastShown === null || !Number.isFinite(lastShown) || lastShown > now) return true;
  return now - lastShown > intervalMinutes * MINUTE_MS;
}

/** Reads the stored timestamp (ms since the epoch); null when absent, unreadable or storage is blocked. */
export function readIntroLastShown(storage: IntroStorage | null | undefined, key: string): number | null {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined || raw.trim() === '') return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores `now` as the time the intro last showed. Blocked storage (private mode, quota) is ignored. */
export function markIntroShown(storage: IntroStorage | null | undefined, key: string, now: number): void {
  try {
    storage?.setItem(key, String(now));
  } catch {
    // Without storage the intro simply shows again next time.
  }
}
