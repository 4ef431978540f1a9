import type { ContentKind } from '@company/content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type BackendConfig, loadBackendConfig } from '../../data/config';
import { useAppQueryClient } from '../../data/queryClient';
import { adminClient } from '../client';

/**
 * Editing presence (`public.editing_presence`, supabase/migrations/…_editing_presence.sql): while the editor of an
 * existing item is open and its tab visible, the admin beats every 15 s (`editing_presence_beat`), which records
 * the signed-in user and answers the other staff whose last beat is at most 45 s old. Closing the editor (unmount,
 * or the page going away) leaves (`editing_presence_leave`), best-effort: a missed leave ends with the 45 s window.
 * A warning, not a lock: nothing here stops a save. A test server may ask for a shorter beat (the backend's
 * PRESENCE_BEAT_MS, in `/config.json`).
 */

/** Another member of staff who has the item open, as the database names them. */
export interface PresentEditor {
  email: string | null;
  /** Their last beat. */
  seen_at: string;
}

/** How the hook reaches the database (the admin client; tests give their own). */
export interface PresenceTransport {
  /** Records the caller as present and resolves with the others present. */
  beat(kind: ContentKind, itemId: number): Promise<PresentEditor[]>;
  /** Records that the caller left; `unloading` when the page is going away (the request must outlive it). */
  leave(kind: ContentKind, itemId: number, options: { unloading: boolean }): void;
  /** How often to beat, as the backend says (without it, or while it is unknown, BEAT_INTERVAL_MS). */
  beatInterval?(): Promise<number>;
}

/** How often an open editor beats: three beats fit in the database's 45 s window. */
export const BEAT_INTERVAL_MS = 15_000;

/**
 * The beat the backend asks for: `presenceBeatMs` of its `/config.json` (PRESENCE_BEAT_MS, which a test server
 * sets short) when it is a whole number of milliseconds from 100 to BEAT_INTERVAL_MS, else BEAT_INTERVAL_MS (a
 * longer beat could miss the database's 45 s window).
 */
export function configuredBeatInterval(config: Pick<BackendConfig, 'presenceBeatMs'>): number {
  const beat = config.presenceBeatMs;
  return typeof beat === 'number' && Number.isInteger(beat) && beat >= 100 && beat <= BEAT_INTERVAL_MS
    ? beat
    : BEAT_INTERVAL_MS;
}

/** What a leave sent as the page goes away needs, known from the last beat (a page that is going away cannot wait). */
interface LeaveAuthority {
  url: string;
  anonKey: string;
  accessToken: string;
}

let authority: LeaveAuthority | undefined;
/** The beat in flight: a leave follows it, so that a late beat cannot record the user again after they left. */
let inFlight: Promise<unknown> = Promise.resolve();

async function beatThroughSupabase(kind: ContentKind, itemId: number): Promise<PresentEditor[]> {
  const client = await adminClient();
  const call = client.rpc('editing_presence_beat', { kind, item_id: itemId });
  inFlight = Promise.resolve(call).catch(() => undefined);
  const [{ data, error }, config, session] = await Promise.all([
    call,
    loadBackendConfig(),
    client.auth.getSession(),
  ]);
  const accessToken = session.data.session?.access_token;
  authority = accessToken
    ? { url: config.supabaseUrl, anonKey: config.supabaseAnonKey, accessToken }
    : undefined;
  if (error) throw new Error(error.message);
  return (data ?? []) as PresentEditor[];
}

function leaveThroughSupabase(
  kind: ContentKind,
  itemId: number,
  { unloading }: { unloading: boolean },
): void {
  const args = { kind, item_id: itemId };
  if (unloading && authority) {
    // A request the browser keeps sending after the page is gone (supabase-js cannot ask for that).
    void fetch(`${authority.url}/rest/v1/rpc/editing_presence_leave`, {
      method: 'POST',
      keepalive: true,
      headers: {
        apikey: authority.anonKey,
        authorization: `Bearer ${authority.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    }).catch(() => undefined);
    return;
  }
  void inFlight
    .then(() => adminClient())
    .then((client) => client.rpc('editing_presence_leave', args))
    .catch(() => undefined);
}

export const supabasePresence: PresenceTransport = {
  beat: beatThroughSupabase,
  leave: leaveThroughSupabase,
  beatInterval: () => loadBackendConfig().then(configuredBeatInterval),
};

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the page is visible (true on the server, which never beats). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

export interface EditingPresenceOptions {
  transport?: PresenceTransport;
  /** How often to beat; without it, the transport's `beatInterval` (the backend's word). */
  intervalMs?: number;
}

/**
 * The other staff who have an item open, while its editor is open: beats at once and every `intervalMs` (or the
 * transport's `beatInterval`, or 15 s) while the page is visible, and leaves on unmount and when the page goes
 * away. Without an id (a new item) it does nothing. A failed beat shows no one (a warning that cannot be checked
 * is not shown).
 */
export function useEditingPresence(
  kind: ContentKind,
  itemId: number | undefined,
  { transport = supabasePresence, intervalMs }: EditingPresenceOptions = {},
): PresentEditor[] {
  const visible = usePageVisible();
  const [askedMs, setAskedMs] = useState<number>();
  useEffect(() => {
    if (intervalMs !== undefined || !transport.beatInterval) return;
    let current = true;
    transport.beatInterval().then(
      (ms) => {
        if (current) setAskedMs(ms);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [intervalMs, transport]);
  const everyMs = intervalMs ?? askedMs ?? BEAT_INTERVAL_MS;
  const active = itemId !== undefined && visible;
  const query = useQuery(
    {
      queryKey: ['editing_presence', kind, itemId],
      queryFn: () => (itemId === undefined ? Promise.resolve([]) : transport.beat(kind, itemId)),
      enabled: active,
      refetchInterval: active ? everyMs : false,
      refetchIntervalInBackground: false,
      retry: false,
      staleTime: 0,
      gcTime: 0,
    },
    useAppQueryClient(),
  );

  useEffect(() => {
    if (itemId === undefined) return;
    const onPageHide = () => transport.leave(kind, itemId, { unloading: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      transport.leave(kind, itemId, { unloading: false });
    };
  }, [kind, itemId, transport]);

  if (query.isError) return [];
  return query.data ?? [];
}
