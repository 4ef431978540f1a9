import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningBackend } from './backend';
import { client } from './clients';

/** The service key the server keeps in its DATA_DIR. */
export const serviceKeyOf = (backend: RunningBackend): string =>
  readFileSync(join(backend.dataDir, 'service-role-key'), 'utf8').trim();

/** supabase-js with the service key, as an operator's script makes it. */
export const serviceClient = (backend: RunningBackend): SupabaseClient =>
  client(backend.url, serviceKeyOf(backend));

/** The staff role the database sees for a client's requests (`public.staff_role()` through rpc). */
export async function roleSeenBy(supabase: SupabaseClient): Promise<string | null> {
  const { data, error } = await supabase.rpc('staff_role');
  if (error) throw new Error(`staff_role failed: ${error.message}`);
  return data as string | null;
}
