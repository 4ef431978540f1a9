import type { PostgrestClient } from '@supabase/postgrest-js';
import { loadBackendConfig } from './config';

let client: Promise<PostgrestClient> | undefined;

/**
 * The read-only data client for public pages: postgrest-js (the data part of supabase-js) with the anon key.
 * Admin pages use the full supabase-js client, loaded only for them. postgrest-js loads with the first read,
 * alongside the backend's address: a page hydrated from the server's data reads nothing at first, so its
 * first load does without it.
 */
export function publicClient(): Promise<PostgrestClient> {
  client ??= Promise.all([import('@supabase/postgrest-js'), loadBackendConfig()]).then(
    ([{ PostgrestClient }, { supabaseUrl, supabaseAnonKey }]) =>
      new PostgrestClient(`${supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      }),
  );
  return client;
}
