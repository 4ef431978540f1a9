/** Where the Supabase APIs are: baked in at build time, or learned at run time from GET /config.json. */
export interface BackendConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Test-only: how often an open editor beats its presence (the backend's PRESENCE_BEAT_MS); unset, 15 s. */
  presenceBeatMs?: number;
}

let pending: Promise<BackendConfig> | undefined;

function isConfig(value: unknown): value is BackendConfig {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.supabaseUrl === 'string' && typeof record.supabaseAnonKey === 'string';
}

async function fetchConfig(): Promise<BackendConfig> {
  const bakedUrl = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  const bakedKey = import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined;
  if (bakedUrl && bakedKey) return { supabaseUrl: bakedUrl, supabaseAnonKey: bakedKey };
  const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isConfig(body)) throw new Error('GET /config.json did not name supabaseUrl and supabaseAnonKey');
  return body;
}

/** Names the backend directly (the server renderer does: it has no page to fetch /config.json from). */
export function setBackendConfig(config: BackendConfig): void {
  pending = Promise.resolve(config);
}

export function loadBackendConfig(): Promise<BackendConfig> {
  pending ??= fetchConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
