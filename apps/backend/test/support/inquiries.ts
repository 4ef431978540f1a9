import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningBackend } from './backend';
import { ADMIN } from './backend';
import { signedIn } from './clients';

/** A complete inquiry as the form sends it, a person's pace included. */
export function inquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomUUID();
  return {
    id,
    category: 'sales',
    company: '한빛반도체',
    name: '김민준',
    // An address of its own: an address is acknowledged once a day, which a test may not expect.
    email: `buyer-${id.slice(0, 8)}@example.com`,
    phone: '010-1234-5678',
    subject: '클린룸 견적 문의',
    message: '300평 규모 클린룸 시공 견적을 부탁드립니다.',
    consent: true,
    locale: 'ko',
    form_fill_ms: 12_000,
    ...overrides,
  };
}

export const adminClient = (backend: RunningBackend): Promise<SupabaseClient> =>
  signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);

/** How many inquiries of `company` are stored, as staff see them. */
export async function storedCount(admin: SupabaseClient, company: string): Promise<number> {
  const { count, error } = await admin
    .from('inquiries')
    .select('id', { count: 'exact', head: true })
    .eq('company', company);
  if (error) throw new Error(error.message);
  return count ?? -1;
}

/** A raw REST insert (bodies supabase-js would never send), from `address` behind the trusted proxy. */
export async function rawInsert(
  backend: RunningBackend,
  body: string,
  address: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${backend.url}/rest/v1/inquiries`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      'X-Forwarded-For': address,
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

/** The reference staff and the visitor see for an inquiry id (`INQ-` and its first eight hex digits). */
export const referenceOf = (id: unknown): string =>
  `INQ-${String(id).replaceAll('-', '').slice(0, 8).toUpperCase()}`;
