import type { PostgrestClient } from '@supabase/postgrest-js';
import { loadBackendConfig } from './config';
import type { VisitorDatabase } from './visitorDatabase';

/** The public pages' data client, typed by the schema the migrations make, as visitors read it. */
export type PublicClient = PostgrestClient<VisitorDatabase>;

let client: Promise<PublicClient> | undefined;

/**
 * The read-only data client for public pages: postgrest-js (the data part of supabase-js) with the anon key.
 * Admin pages use the full supabase-js client, loaded only for them. postgrest-js loads with the first read,
 * alongside the backend's address: a page hydrated from the server's data reads nothing at first, so its
 * first load does without it.
 */
export function publicClient(): Promise<PublicClient> {
  client ??= Promise.all([import('@supabase/postgrest-js'), loadBackendConfig()]).then(
    ([{ PostgrestClient }, { supabaseUrl, supabaseAnonKey }]) =>
      new PostgrestClient<VisitorDatabase>(`${supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      }),
  );
  return client;
}
