import { PostgrestClient } from '@supabase/postgrest-js';
import { loadBackendConfig } from './config';

let client: Promise<PostgrestClient> | undefined;

/**
 * The read-only data client for public pages: postgrest-js (the data part of supabase-js) with the anon key.
 * Admin pages use the full supabase-js client, loaded only for them.
 */
export function publicClient(): Promise<PostgrestClient> {
  client ??= loadBackendConfig().then(
    ({ supabaseUrl, supabaseAnonKey }) =>
      new PostgrestClient(`${supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      }),
  );
  return client;
}
