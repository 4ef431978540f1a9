import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ADMIN_SESSION_KEY } from '../auth/adminSession';
import { loadBackendConfig } from '../data/config';

let pending: Promise<SupabaseClient> | undefined;

/**
 * The full supabase-js client (auth, storage, data), for admin work only: this module is reached through
 * dynamic imports, so a visitor never downloads it. The session lives in supabase-js's default storage (local
 * storage) under `admin-auth`, so every tab of the browser shares it, and signing out in one ends it in all.
 */
export function adminClient(): Promise<SupabaseClient> {
  pending ??= loadBackendConfig()
    .then(({ supabaseUrl, supabaseAnonKey }) =>
      createClient(supabaseUrl, supabaseAnonKey, {
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
