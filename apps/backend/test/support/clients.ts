import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** The real supabase-js client as the site makes it (Node 20 needs a WebSocket class for realtime). */
export function client(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as Transport },
  });
}

/** A client signed in with email and password; throws when the sign-in fails. */
export async function signedIn(url: string, anonKey: string, email: string, password: string) {
  const supabase = client(url, anonKey);
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
  return supabase;
}

/** A client that sends an access token issued elsewhere (another instance), as supabase-js's `accessToken` option does. */
export function withAccessToken(url: string, anonKey: string, accessToken: string): SupabaseClient {
  return createClient(url, anonKey, {
    accessToken: async () => accessToken,
    realtime: { transport: WebSocket as unknown as Transport },
  });
}
