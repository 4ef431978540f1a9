import type { Database } from '@company/database';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ADMIN_SESSION_KEY } from '../auth/adminSession';
import { loadBackendConfig } from '../data/config';

/** The admin's supabase-js client, typed by the schema the migrations make. */
export type AdminClient = SupabaseClient<Database>;

let pending: Promise<AdminClient> | undefined;

/**
 * The full supabase-js client (auth, storage, data), for admin work only: this module is reached through
 * dynamic imports, so a visitor never downloads it. The session lives in supabase-js's default storage (local
 * storage) under `admin-auth`, so every tab of the browser shares it, and signing out in one ends it in all.
 */
export function adminClient(): Promise<AdminClient> {
  pending ??= loadBackendConfig()
    .then(({ supabaseUrl, supabaseAnonKey }) =>
      createClient<Database>(supabaseUrl, supabaseAnonKey, {
        auth: {
          storageKey: ADMIN_SESSION_KEY,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
        },
      }),
    )
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/**
 * The same client without the schema's types, for the writes that take any of the content tables through one
 * type parameter: supabase-js checks columns against a table it knows, not against a union of four. The
 * database still checks every write (row-level security, constraints); the callers type what they send.
 */
export function uncheckedAdminClient(): Promise<SupabaseClient> {
  return adminClient();
}
